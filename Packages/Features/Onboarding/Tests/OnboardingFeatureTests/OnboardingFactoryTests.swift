import AnalyticsTesting
import FeatureKit
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingFactoryTests {
    @Test(arguments: OnboardingStep.allCases)
    func madeFeatureStartsAtTheRoutesStep(step: OnboardingStep) {
        let feature = makeFactory(user: SeedData.newbie).make(context: FeatureContext(user: SeedData.newbie) { _ in }, at: OnboardingRoute(step: step))
        #expect(feature.screen.name == "onboarding:\(step.rawValue)")
    }

    @Test func madeFeaturePrefillsTheUsersName() {
        let user = User(id: "u-new", email: "new@example.com", name: "Ada", onboardingCompleted: false)
        let feature = makeFactory(user: user).make(context: FeatureContext(user: user) { _ in }, at: OnboardingRoute(step: .profileSetup))
        #expect(feature.screen.rows.contains(.value(label: "Display name", value: "Ada")))
    }

    private func makeFactory(user: User) -> OnboardingFeatureFactory {
        OnboardingFeatureFactory(
            dependencies: FakeDependencies(
                onboarding: FakeOnboardingService.seeded(), profiles: FakeProfileService.seeded(signedInAs: user),
                analytics: RecordingAnalytics()))
    }
}
