import Models
import Services
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingStepTests {
    @Test(arguments: [
        (OnboardingStep.welcome, OnboardingStep.permissions),
        (.permissions, .profileSetup),
    ])
    func nextSavesAndShowsTheNextStep(from step: OnboardingStep, to next: OnboardingStep) async {
        let harness = OnboardingHarness(at: step)
        await harness.controller.next()
        #expect(await harness.savedStep == next)
        #expect(harness.controller.step == next)
    }

    @Test(arguments: [
        (OnboardingStep.permissions, OnboardingStep.welcome),
        (.profileSetup, .permissions),
        (.complete, .profileSetup),
    ])
    func backSavesAndShowsThePreviousStep(from step: OnboardingStep, to previous: OnboardingStep) async {
        let harness = OnboardingHarness(at: step)
        await harness.controller.back()
        #expect(await harness.savedStep == previous)
        #expect(harness.controller.step == previous)
    }

    @Test func backOnWelcomeDoesNothing() async {
        let harness = OnboardingHarness(at: .welcome)
        await harness.controller.back()
        #expect(harness.controller.step == .welcome)
        #expect(harness.onboardingService.calls.isEmpty)
        #expect(harness.outputs.outputs.isEmpty)
    }

    @Test func everySavedMoveIsReportedToTheCoordinator() async {
        let harness = OnboardingHarness(at: .welcome)
        await harness.controller.next()
        await harness.controller.back()
        #expect(harness.outputs.outputs == [.stepChanged(.permissions), .stepChanged(.welcome)])
    }

    @Test(arguments: serviceErrorMessages)
    func failedSaveLeavesTheStepWithTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: error)
        await harness.controller.next()
        #expect(harness.controller.step == .welcome)
        #expect(harness.controller.moving.errorMessage == message)
    }

    @Test func failedMoveReportsOnlyItsFailure() async {
        let harness = OnboardingHarness(at: .permissions)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.controller.back()
        #expect(harness.controller.step == .permissions)
        #expect(harness.outputs.outputs == [.failureShown(ServiceError.offline.localizedDescription)])
    }

    @Test func newMoveClearsTheEarlierError() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.controller.next()
        await harness.controller.next()
        #expect(harness.controller.moving.errorMessage == nil)
        #expect(harness.controller.step == .permissions)
    }

    @Test func moveWhileAnotherIsSavingIsIgnored() async {
        let harness = OnboardingHarness(at: .welcome)
        let request = harness.onboardingService.suspendNext(.save)
        let first = Task { await harness.controller.next() }
        await request.waitUntilHeld()
        await harness.controller.next()
        request.resume()
        _ = await first.value
        #expect(harness.onboardingService.calls == [.save(step: .permissions)])
        #expect(harness.controller.step == .permissions)
    }

    @Test func clearErrorDismissesTheMessage() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.controller.next()
        harness.controller.moving.clearError()
        #expect(harness.controller.moving.errorMessage == nil)
    }
}
