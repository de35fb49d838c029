import AnalyticsTesting
import Models
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SettingsCancellationTests {
    @Test func controllerReleasedMidLoadIsFreedAndCancelsTheRequest() async {
        let service = FakeSettingsService.seeded()
        let request = service.suspendNext(.settings)
        weak var released: SettingsController?
        let loading: Task<Void, Never>
        do {
            let controller = SettingsController(service: service, analytics: RecordingAnalytics())
            released = controller
            loading = controller.startLoading()
            await request.waitUntilHeld()
        }
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        await loading.value
    }

    @Test func controllerReleasedMidSaveIsFreedAndNothingIsSavedOrTracked() async {
        let service = FakeSettingsService.seeded()
        let analytics = RecordingAnalytics()
        let request = service.suspendNext(.update)
        weak var released: SettingsController?
        let saving: Task<Void, Never>?
        do {
            let controller = SettingsController(service: service, analytics: analytics)
            released = controller
            await controller.load()
            saving = controller.startSaving(.appearance(.dark))
            await request.waitUntilHeld()
        }
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        await saving?.value
        #expect(await service.current == .seeded())
        #expect(analytics.events(named: "setting_changed").isEmpty)
    }
}
