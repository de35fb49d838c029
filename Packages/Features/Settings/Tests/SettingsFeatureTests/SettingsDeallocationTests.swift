import AnalyticsTesting
import FeatureKit
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite(.timeLimit(.minutes(10))) struct SettingsDeallocationTests {
    @Test func featureDroppedByTheAppIsFreedWithItsController() async throws {
        weak var stack: SettingsStack?
        weak var controller: SettingsController?
        do {
            let factory = SettingsFeatureFactory(
                dependencies: FakeDependencies(settings: FakeSettingsService.seeded(), analytics: RecordingAnalytics()))
            let feature = try #require(factory.make(context: FeatureContext(user: SeedData.alice) { _ in }) as? SettingsStack)
            stack = feature
            controller = feature.controller
            await feature.start()
            await feature.show(.notifications)
        }
        #expect(stack == nil)
        #expect(controller == nil)
    }

    @Test func featureDroppedWithItsIntentCancelledMidRequestIsFreedAndTheRequestCancelled() async throws {
        let service = FakeSettingsService.seeded()
        let request = service.suspendNext(.update)
        weak var stack: SettingsStack?
        weak var controller: SettingsController?
        let saving: Task<Void, Never>
        do {
            let factory = SettingsFeatureFactory(
                dependencies: FakeDependencies(settings: service, analytics: RecordingAnalytics()))
            let feature = try #require(factory.make(context: FeatureContext(user: SeedData.alice) { _ in }) as? SettingsStack)
            stack = feature
            controller = feature.controller
            await feature.start()
            saving = Task { await feature.change(.pushNotifications(false)) }
            await request.waitUntilHeld()
        }
        saving.cancel()
        await saving.value
        #expect(stack == nil)
        #expect(controller == nil)
        #expect(await request.waitForOutcome() == .cancelled)
    }
}
