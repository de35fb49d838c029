import Models
import Services
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingProgressTests {
    @Test func loadProgressMovesToTheSavedStepAndReportsIt() async {
        let harness = OnboardingHarness(
            at: .welcome, saved: OnboardingProgress(step: .profileSetup, completed: false))
        await harness.controller.loadProgress()
        #expect(harness.controller.step == .profileSetup)
        #expect(harness.outputs.outputs == [.stepChanged(.profileSetup)])
    }

    @Test func loadProgressAtTheStepShownReportsNothing() async {
        let harness = OnboardingHarness(at: .permissions)
        await harness.controller.loadProgress()
        #expect(harness.controller.step == .permissions)
        #expect(harness.outputs.outputs.isEmpty)
    }

    @Test func loadProgressOfAFinishedUserReportsThatOnboardingIsFinished() async {
        let harness = OnboardingHarness(
            at: .welcome, saved: OnboardingProgress(step: .complete, completed: true))
        await harness.controller.loadProgress()
        #expect(harness.outputs.outputs == [.finished(SeedData.newbie.with(onboardingCompleted: true))])
    }

    @Test(arguments: serviceErrorMessages)
    func failedLoadProgressStaysWithTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = OnboardingHarness(
            at: .welcome, saved: OnboardingProgress(step: .complete, completed: false))
        harness.onboardingService.failNext(.progress, with: error)
        await harness.controller.loadProgress()
        #expect(harness.controller.step == .welcome)
        #expect(harness.controller.moving.errorMessage == message)
        #expect(harness.outputs.outputs == [.failureShown(message)])
    }
}
