import AnalyticsTesting
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite(.timeLimit(.minutes(1))) struct OnboardingCancellationTests {
    @Test func controllerReleasedMidMoveIsFreedAndNothingIsSavedOrTracked() async {
        let onboardingService = FakeOnboardingService.seeded(for: SeedData.newbie)
        let analytics = RecordingAnalytics()
        let request = onboardingService.suspendNext(.save)
        weak var released: OnboardingController?
        let moving: Task<Void, Never>?
        do {
            let controller = makeController(
                at: .welcome, onboardingService: onboardingService, analytics: analytics)
            released = controller
            moving = controller.startNext()
            await request.waitUntilHeld()
        }
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        await moving?.value
        #expect(await onboardingService.current?.step == .welcome)
        #expect(analytics.events.isEmpty)
    }

    @Test func controllerReleasedMidNameSaveIsFreedAndTheStepIsNotSaved() async {
        let onboardingService = FakeOnboardingService(
            progress: OnboardingProgress(step: .profileSetup, completed: false))
        let profileService = FakeProfileService.seeded(signedInAs: SeedData.newbie)
        let request = profileService.suspendNext(.updateProfile)
        weak var released: OnboardingController?
        let saving: Task<Void, Never>?
        do {
            let controller = makeController(
                at: .profileSetup, onboardingService: onboardingService, profileService: profileService
            )
            released = controller
            saving = controller.startNext()
            await request.waitUntilHeld()
        }
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        await saving?.value
        #expect(onboardingService.calls.isEmpty)
    }

    @Test func controllerReleasedMidProgressLoadIsFreedAndCancelsTheRequest() async {
        let onboardingService = FakeOnboardingService.seeded(for: SeedData.newbie)
        let request = onboardingService.suspendNext(.progress)
        weak var released: OnboardingController?
        let loading: Task<Void, Never>?
        do {
            let controller = makeController(at: .welcome, onboardingService: onboardingService)
            released = controller
            loading = controller.startLoadingProgress()
            await request.waitUntilHeld()
        }
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
        await loading?.value
    }

    private func makeController(
        at step: OnboardingStep,
        onboardingService: FakeOnboardingService,
        profileService: FakeProfileService = .seeded(signedInAs: SeedData.newbie),
        analytics: RecordingAnalytics = RecordingAnalytics()
    ) -> OnboardingController {
        OnboardingController(
            step: step, user: SeedData.newbie, onboardingService: onboardingService,
            profileService: profileService, analytics: analytics
        )
    }
}
