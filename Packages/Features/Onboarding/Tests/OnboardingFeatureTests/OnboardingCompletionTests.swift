import Models
import Services
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingCompletionTests {
    @Test func nextOnCompleteFinishesOnboarding() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.next()
        #expect(
            await harness.onboardingService.current == OnboardingProgress(step: .complete, completed: true))
        #expect(harness.controller.isFinished)
    }

    @Test func finishingIsReportedWithTheUserAsTheyNowStand() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.next()
        #expect(harness.outputs.outputs == [.finished(SeedData.newbie.with(onboardingCompleted: true))])
    }

    @Test func finishedUserCarriesTheNameSavedOnProfileSetup() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("New Bee")
        await harness.controller.next()
        await harness.controller.next()
        #expect(
            harness.outputs.outputs.last
                == .finished(SeedData.newbie.with(name: "New Bee").with(onboardingCompleted: true))
        )
    }

    @Test(arguments: serviceErrorMessages)
    func failedFinishStaysWithTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = OnboardingHarness(at: .complete)
        harness.onboardingService.failNext(.complete, with: error)
        await harness.controller.next()
        #expect(!harness.controller.isFinished)
        #expect(harness.controller.moving.errorMessage == message)
        #expect(harness.outputs.outputs == [.failureShown(message)])
    }

    @Test func finishedOnboardingIgnoresFurtherMoves() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.next()
        await harness.controller.next()
        await harness.controller.back()
        #expect(harness.onboardingService.calls == [.complete])
        #expect(harness.outputs.outputs.count == 1)
    }
}
