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
        await harness.controller.set(key: "appearance", value: "dark")
        #expect(harness.updatesSent == [.seeded(appearance: .dark)])
        #expect(await harness.service.current == .seeded(appearance: .dark))
        #expect(harness.controller.settings == .seeded(appearance: .dark))
    }

    @Test(arguments: [
        ("notifications.push", "off", Settings.seeded(push: false)),
        ("notifications.email", "on", Settings.seeded(email: true)),
        ("appearance", "light", Settings.seeded(appearance: .light)),
        ("privacy.profile", "private", Settings.seeded(profile: .private)),
    ])
    func everyKeyOfTheVocabularyCanBeChanged(key: String, value: String, expected: Settings) async {
        let harness = SettingsHarness()
        await harness.controller.load()
        await harness.controller.set(key: key, value: value)
        #expect(harness.controller.settings == expected)
    }

    @Test func changeShowsAtOnceWhileItSaves() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        let request = harness.service.suspendNext(.update)
        let saving = Task { await harness.controller.set(key: "privacy.profile", value: "private") }
        await request.waitUntilHeld()
        #expect(harness.controller.settings?.privacy.profile == .private)
        request.resume()
        await saving.value
    }

    @Test func failedSaveRollsTheChangeBack() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: .offline)
        await harness.controller.set(key: "notifications.push", value: "off")
        #expect(harness.controller.settings == .seeded())
        #expect(await harness.service.current == .seeded())
    }

    @Test(arguments: serviceErrorMessages)
    func failedSaveShowsTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: error)
        await harness.controller.set(key: "appearance", value: "dark")
        #expect(harness.controller.errorMessage == message)
    }

    @Test func rejectedValueShowsTheServersReason() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: .invalid(reason: "Dark mode is not available on this plan."))
        await harness.controller.set(key: "appearance", value: "dark")
        #expect(harness.controller.errorMessage == "Dark mode is not available on this plan.")
    }

    @Test func newChangeClearsTheEarlierError() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.update, with: .offline)
        await harness.controller.set(key: "appearance", value: "dark")
        await harness.controller.set(key: "appearance", value: "dark")
        #expect(harness.controller.errorMessage == nil)
        #expect(harness.controller.settings == .seeded(appearance: .dark))
    }

    @Test func unknownKeyIsExplainedAndChangesNothing() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        await harness.controller.set(key: "notifications.sms", value: "on")
        #expect(
            harness.controller.errorMessage
                == "Unknown setting \"notifications.sms\"; use one of: notifications.push, notifications.email, appearance, privacy.profile."
        )
        #expect(harness.controller.settings == .seeded())
        #expect(harness.updatesSent.isEmpty)
    }

    @Test func invalidValueIsExplainedAndChangesNothing() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        await harness.controller.set(key: "appearance", value: "Dark")
        #expect(
            harness.controller.errorMessage
                == "\"Dark\" is not a value for appearance; use one of: light, dark, system."
        )
        #expect(harness.controller.settings == .seeded())
        #expect(harness.updatesSent.isEmpty)
    }

    @Test func changeBeforeTheSettingsLoadedLoadsThemFirst() async {
        let harness = SettingsHarness()
        await harness.controller.set(key: "notifications.email", value: "on")
        #expect(harness.service.calls == [.settings, .update(.seeded(email: true))])
        #expect(harness.controller.settings == .seeded(email: true))
    }

    @Test func changeWhoseSettingsCannotLoadShowsWhyAndSendsNothing() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.controller.set(key: "notifications.email", value: "on")
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
        let firstChange = Task { await harness.controller.set(key: "appearance", value: "dark") }
        await first.waitUntilHeld()
        let secondChange = Task { await harness.controller.set(key: "privacy.profile", value: "private") }
        first.resume()
        await firstChange.value
        await secondChange.value
        #expect(harness.updatesSent == [.seeded(appearance: .dark), .seeded(profile: .private)])
        #expect(harness.controller.settings == .seeded(profile: .private))
    }
}
