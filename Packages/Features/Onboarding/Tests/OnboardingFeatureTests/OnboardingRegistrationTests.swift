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

    @Test func eachMoveReachesTheAppAsTheFlowMovingAndTheLastAsItFinishing() async throws {
        let onboarding = FakeOnboardingService(progress: OnboardingProgress(step: .complete, completed: false))
        let dependencies = FakeDependencies(
            onboarding: onboarding, profiles: FakeProfileService.seeded(signedInAs: SeedData.newbie),
            analytics: RecordingAnalytics())
        let heard = OutputRecorder<FeatureOutput>()
        let root = try #require(registration.route(for: OnboardingStep.complete.link))
        let content = registration.make(dependencies, context: FeatureContext(user: SeedData.newbie) { heard.record($0) }, root: root)
        #expect(await content.perform(AnyFeatureIntent(OnboardingIntent.back)) == true)
        #expect(await content.perform(AnyFeatureIntent(OnboardingIntent.next)) == true)
        #expect(await content.perform(AnyFeatureIntent(OnboardingIntent.next)) == true)
        #expect(
            heard.outputs == [
                .flowMoved(to: OnboardingStep.profileSetup.link), .flowMoved(to: OnboardingStep.complete.link),
                .flowFinished(SeedData.newbie.with(onboardingCompleted: true)),
            ])
    }
}
