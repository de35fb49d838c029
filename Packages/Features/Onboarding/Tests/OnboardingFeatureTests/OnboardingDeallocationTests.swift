import AnalyticsTesting
import FeatureKit
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite(.timeLimit(.minutes(10))) struct OnboardingDeallocationTests {
    @Test func featureDroppedByTheAppIsFreedWithItsController() async throws {
        weak var controller: OnboardingController?
        do {
            let feature = try #require(
                makeFactory(FakeOnboardingService.seeded()).make(context: FeatureContext(user: SeedData.newbie) { _ in }, at: route) as? OnboardingController)
            controller = feature
            await feature.start()
            _ = await feature.perform(.next)
        }
        #expect(controller == nil)
    }

    @Test func featureDroppedWithItsIntentCancelledMidRequestIsFreedAndTheRequestCancelled() async throws {
        let onboardingService = FakeOnboardingService.seeded()
        let request = onboardingService.suspendNext(.save)
        weak var controller: OnboardingController?
        let moving: Task<Void, Never>
        do {
            let feature = try #require(
                makeFactory(onboardingService).make(context: FeatureContext(user: SeedData.newbie) { _ in }, at: route) as? OnboardingController)
            controller = feature
            await feature.start()
            moving = Task { _ = await feature.perform(.next) }
            await request.waitUntilHeld()
        }
        moving.cancel()
        await moving.value
        #expect(controller == nil)
        #expect(await request.waitForOutcome() == .cancelled)
    }

    private let route = OnboardingRoute(step: .welcome)

    private func makeFactory(_ onboardingService: FakeOnboardingService) -> OnboardingFeatureFactory {
        OnboardingFeatureFactory(
            dependencies: FakeDependencies(
                onboarding: onboardingService, profiles: FakeProfileService.seeded(signedInAs: SeedData.newbie),
                analytics: RecordingAnalytics()))
    }
}
