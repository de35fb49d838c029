import Models
import Services
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsChangeTests {
    @Test func changeIsSavedThroughTheService() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        await harness.controller.save(.appearance(.dark))
        #expect(harness.updatesSent == [.seeded(appearance: .dark)])
        #expect(await harness.service.current == .seeded(appearance: .dark))
        #expect(harness.controller.settings == .seeded(appearance: .dark))
    }

    @Test(arguments: [
        (SettingsChange.pushNotifications(false), Settings.seeded(push: false)),
        (.emailNotifications(true), .seeded(email: true)),
        (.appearance(.light), .seeded(appearance: .light)),
        (.profileVisibility(.private), .seeded(profile: .private)),
    ])
    func everySettingCanBeChanged(change: SettingsChange, expected: Settings) async {
        let harness = SettingsHarness()
        await harness.controller.load()
        await harness.controller.save(change)
        #expect(harness.controller.settings == expected)
    }

    @Test func changeShowsAtOnceWhileItSaves() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        let request = harness.service.suspendNext(.update)
        let saving = Task { await harness.controller.save(.profileVisibility(.private)) }
        await request.waitUntilHeld()
        #expect(harness.controller.settings?.privacy.profile == .private)
        request.resume()
        await saving.value
    }

    @Test func failedSaveRollsTheChangeBack() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: .offline)
        await harness.controller.save(.pushNotifications(false))
        #expect(harness.controller.settings == .seeded())
        #expect(await harness.service.current == .seeded())
    }

    @Test(arguments: serviceErrorMessages)
    func failedSaveShowsTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: error)
        await harness.controller.save(.appearance(.dark))
        #expect(harness.controller.errorMessage == message)
    }

    @Test func rejectedValueShowsTheServersReason() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: .invalid(reason: "Dark mode is not available on this plan."))
        await harness.controller.save(.appearance(.dark))
        #expect(harness.controller.errorMessage == "Dark mode is not available on this plan.")
    }

    @Test func newChangeClearsTheEarlierError() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: .offline)
        await harness.controller.save(.appearance(.dark))
        await harness.controller.save(.appearance(.dark))
        #expect(harness.controller.errorMessage == nil)
        #expect(harness.controller.settings == .seeded(appearance: .dark))
    }

    @Test func changeBeforeTheSettingsLoadedLoadsThemFirst() async {
        let harness = SettingsHarness()
        await harness.controller.save(.emailNotifications(true))
        #expect(harness.service.calls == [.settings, .update(.seeded(email: true))])
        #expect(harness.controller.settings == .seeded(email: true))
    }

    @Test func changeWhoseSettingsCannotLoadShowsWhyAndSendsNothing() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.controller.save(.emailNotifications(true))
        #expect(
            harness.controller.errorMessage
                == "You appear to be offline. Check your connection and try again.")
        #expect(harness.updatesSent.isEmpty)
        #expect(harness.controller.settings == nil)
    }

    @Test func changeMadeWhileAnotherSavesWaitsForIt() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        let first = harness.service.suspendNext(.update)
        harness.service.failNext(.update, with: .offline)
        let firstChange = Task { await harness.controller.save(.appearance(.dark)) }
        await first.waitUntilHeld()
        let secondChange = Task { await harness.controller.save(.profileVisibility(.private)) }
        first.resume()
        await firstChange.value
        await secondChange.value
        #expect(harness.updatesSent == [.seeded(appearance: .dark), .seeded(profile: .private)])
        #expect(harness.controller.settings == .seeded(profile: .private))
    }
}
