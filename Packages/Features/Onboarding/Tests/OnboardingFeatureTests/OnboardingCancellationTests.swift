import AnalyticsTesting
import FeatureKit
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

/// A controller whose move is cancelled mid-request (its screen went away): the request is
/// cancelled, nothing is saved or tracked, and the controller is freed.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct OnboardingCancellationTests {
    @Test func controllerReleasedMidMoveIsFreedAndNothingIsSavedOrTracked() async {
        let onboardingService = FakeOnboardingService.seeded(for: SeedData.newbie)
        let analytics = RecordingAnalytics()
        let request = onboardingService.suspendNext(.save)
        weak var released: OnboardingController?
        let moving: Task<Void, Never>
        do {
            let controller = makeController(
                at: .welcome, onboardingService: onboardingService, analytics: analytics)
            released = controller
            moving = Task { await controller.next() }
            await request.waitUntilHeld()
        }
        moving.cancel()
        await moving.value
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        #expect(await onboardingService.current?.step == .welcome)
        #expect(analytics.events.isEmpty)
    }

    @Test func controllerReleasedMidNameSaveIsFreedAndTheStepIsNotSaved() async {
        let onboardingService = FakeOnboardingService(
            progress: OnboardingProgress(step: .profileSetup, completed: false))
        let profileService = FakeProfileService.seeded(signedInAs: SeedData.newbie)
        let request = profileService.suspendNext(.updateProfile)
        weak var released: OnboardingController?
        let saving: Task<Void, Never>
        do {
            let controller = makeController(
                at: .profileSetup, onboardingService: onboardingService, profileService: profileService
            )
            released = controller
            saving = Task { await controller.next() }
            await request.waitUntilHeld()
        }
        saving.cancel()
        await saving.value
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        #expect(onboardingService.calls.isEmpty)
    }

    private func makeController(
        at step: OnboardingStep,
        onboardingService: FakeOnboardingService,
        profileService: FakeProfileService = .seeded(signedInAs: SeedData.newbie),
        analytics: RecordingAnalytics = RecordingAnalytics()
    ) -> OnboardingController {
        OnboardingController(
            step: step,
            dependencies: FakeDependencies(onboarding: onboardingService, profiles: profileService, analytics: analytics),
            context: FeatureContext(user: SeedData.newbie) { _ in })
    }
}
