import AnalyticsTesting
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingFactoryTests {
    @Test(arguments: OnboardingStep.allCases)
    func madeFeatureStartsAtTheRoutesStep(step: OnboardingStep) {
        let feature = makeFactory(user: SeedData.newbie).make(at: OnboardingRoute(step: step)) { _ in }
        #expect(feature.step == step)
        #expect(feature.screen.name == "onboarding:\(step.rawValue)")
    }

    @Test func madeFeaturePrefillsTheUsersName() {
        let user = User(id: "u-new", email: "new@example.com", name: "Ada", onboardingCompleted: false)
        let feature = makeFactory(user: user).make(at: OnboardingRoute(step: .profileSetup)) { _ in }
        #expect(feature.screen.rows.contains(.value(label: "Display name", value: "Ada")))
    }

    private func makeFactory(user: User) -> OnboardingFeatureFactory {
        OnboardingFeatureFactory(
            onboardingService: FakeOnboardingService.seeded(),
            profileService: FakeProfileService.seeded(signedInAs: user),
            analytics: RecordingAnalytics(),
            signedInUser: user
        )
    }
}
