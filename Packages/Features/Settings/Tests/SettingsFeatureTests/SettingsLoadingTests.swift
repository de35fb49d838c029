import Models
import Services
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsLoadingTests {
    @Test func loadShowsTheSavedSettings() async {
        let harness = SettingsHarness(service: FakeSettingsService(settings: .seeded(appearance: .dark)))
        await harness.controller.load()
        #expect(harness.controller.settings == .seeded(appearance: .dark))
        #expect(harness.controller.errorMessage == nil)
    }

    @Test func loadIsInProgressUntilTheSettingsArrive() async {
        let harness = SettingsHarness()
        let request = harness.service.suspendNext(.settings)
        let loading = Task { await harness.controller.load() }
        await request.waitUntilHeld()
        #expect(harness.controller.loading.isRunning)
        request.resume()
        await loading.value
        #expect(!harness.controller.loading.isRunning)
    }

    @Test(arguments: serviceErrorMessages)
    func loadFailureShowsTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: error)
        await harness.controller.load()
        #expect(harness.controller.errorMessage == message)
        #expect(harness.controller.settings == nil)
        #expect(!harness.controller.loading.isRunning)
    }

    @Test func reloadClearsTheEarlierError() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.controller.load()
        await harness.controller.load()
        #expect(harness.controller.errorMessage == nil)
        #expect(harness.controller.settings == .seeded())
    }

    @Test func failedReloadKeepsTheSettingsShown() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        harness.service.failNext(.settings, with: .timeout)
        await harness.controller.load()
        #expect(harness.controller.settings == .seeded())
        #expect(harness.controller.errorMessage != nil)
    }

    @Test func newLoadCancelsTheOneInFlight() async {
        let harness = SettingsHarness()
        let first = harness.service.suspendNext(.settings)
        let firstLoad = Task { await harness.controller.load() }
        await first.waitUntilHeld()
        await harness.controller.load()
        #expect(await first.waitForOutcome() == .cancelled)
        await firstLoad.value
        #expect(harness.controller.errorMessage == nil)
        #expect(harness.controller.settings == .seeded())
    }

    @Test func clearErrorDismissesTheMessage() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.controller.load()
        harness.controller.clearError()
        #expect(harness.controller.errorMessage == nil)
    }
}
