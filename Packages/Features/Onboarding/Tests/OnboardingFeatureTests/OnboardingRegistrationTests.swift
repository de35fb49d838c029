import AnalyticsTesting
import FeatureKit
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

/// What the feature tells the app about itself, and that it holds.
@MainActor
@Suite struct OnboardingRegistrationTests {
    @Test func itHasCommandsAndNoLinksTabOrWindows() throws {
        #expect(registration.name == "onboarding")
        #expect(registration.links.isEmpty && registration.tab == nil && registration.windows.isEmpty)
        #expect(try registration.commands.value(of: ["onboarding", "name", "Ann"]) == AnyFeatureIntent(OnboardingIntent.name("Ann")))
        #expect(registration.commands.clashes.isEmpty)
    }

    @Test(arguments: OnboardingStep.allCases)
    func madeContentStartsAtTheStepOfItsRoot(step: OnboardingStep) throws {
        let dependencies = FakeDependencies(
            onboarding: FakeOnboardingService.seeded(), profiles: FakeProfileService.seeded(signedInAs: SeedData.newbie),
            analytics: RecordingAnalytics())
        let root = try #require(registration.route(for: step.link))
        let content = registration.make(dependencies, context: FeatureContext(user: SeedData.newbie) { _ in }, root: root)
        #expect(content.screen.name == "onboarding:\(step.rawValue)")
    }
}
