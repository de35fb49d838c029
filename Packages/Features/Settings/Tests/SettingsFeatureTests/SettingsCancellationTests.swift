import AnalyticsTesting
import Models
import ServicesTesting
import Testing

@testable import SettingsFeature

/// A controller whose intent is cancelled mid-request (its screen went away): the request is
/// cancelled, nothing is saved or tracked, and the controller is freed.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct SettingsCancellationTests {
    @Test func controllerReleasedMidLoadIsFreedAndCancelsTheRequest() async {
        let service = FakeSettingsService.seeded()
        let request = service.suspendNext(.settings)
        weak var released: SettingsController?
        let loading: Task<Void, Never>
        do {
            let controller = SettingsController(service: service, analytics: RecordingAnalytics(), output: { _ in })
            released = controller
            loading = Task { await controller.load() }
            await request.waitUntilHeld()
        }
        loading.cancel()
        await loading.value
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
    }

    @Test func controllerReleasedMidSaveIsFreedAndNothingIsSavedOrTracked() async {
        let service = FakeSettingsService.seeded()
        let analytics = RecordingAnalytics()
        let request = service.suspendNext(.update)
        weak var released: SettingsController?
        let saving: Task<Void, Never>
        do {
            let controller = SettingsController(service: service, analytics: analytics, output: { _ in })
            released = controller
            await controller.load()
            saving = Task { await controller.save(.appearance(.dark)) }
            await request.waitUntilHeld()
        }
        saving.cancel()
        await saving.value
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        #expect(await service.current == .seeded())
        #expect(analytics.events(named: "setting_changed").isEmpty)
    }

    @Test func aSaveCancelledMidRequestPutsTheOldSettingsBackWithoutAnError() async {
        let harness = SettingsHarness()
        await harness.controller.load()
        let request = harness.service.suspendNext(.update)
        let saving = Task { await harness.controller.save(.appearance(.dark)) }
        await request.waitUntilHeld()
        saving.cancel()
        await saving.value
        #expect(harness.controller.settings == .seeded())
        #expect(harness.controller.errorMessage == nil)
        #expect(!harness.controller.saving.isRunning)
    }
}
