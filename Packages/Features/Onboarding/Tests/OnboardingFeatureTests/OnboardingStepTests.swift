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
        await harness.flow.next()
        #expect(await harness.savedStep == next)
        #expect(harness.flow.step == next)
    }

    @Test(arguments: [
        (OnboardingStep.permissions, OnboardingStep.welcome),
        (.profileSetup, .permissions),
        (.complete, .profileSetup),
    ])
    func backSavesAndShowsThePreviousStep(from step: OnboardingStep, to previous: OnboardingStep) async {
        let harness = OnboardingHarness(at: step)
        await harness.flow.back()
        #expect(await harness.savedStep == previous)
        #expect(harness.flow.step == previous)
    }

    @Test func backOnWelcomeDoesNothing() async {
        let harness = OnboardingHarness(at: .welcome)
        await harness.flow.back()
        #expect(harness.flow.step == .welcome)
        #expect(harness.onboardingService.calls.isEmpty)
        #expect(harness.outputs.outputs.isEmpty)
    }

    @Test func everySavedMoveIsReportedToTheCoordinator() async {
        let harness = OnboardingHarness(at: .welcome)
        await harness.flow.next()
        await harness.flow.back()
        #expect(harness.outputs.outputs == [.stepChanged(.permissions), .stepChanged(.welcome)])
    }

    @Test(arguments: serviceErrorMessages)
    func failedSaveLeavesTheStepWithTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: error)
        await harness.flow.next()
        #expect(harness.flow.step == .welcome)
        #expect(harness.controller.moving.errorMessage == message)
    }

    @Test func failedMoveIsNotReported() async {
        let harness = OnboardingHarness(at: .permissions)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.flow.back()
        #expect(harness.flow.step == .permissions)
        #expect(harness.outputs.outputs.isEmpty)
    }

    @Test func newMoveClearsTheEarlierError() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.flow.next()
        await harness.flow.next()
        #expect(harness.controller.moving.errorMessage == nil)
        #expect(harness.flow.step == .permissions)
    }

    @Test func moveWhileAnotherIsSavingIsIgnored() async {
        let harness = OnboardingHarness(at: .welcome)
        let request = harness.onboardingService.suspendNext(.save)
        let first = Task { await harness.flow.next() }
        await request.waitUntilHeld()
        await harness.flow.next()
        request.resume()
        await first.value
        #expect(harness.onboardingService.calls == [.save(step: .permissions)])
        #expect(harness.flow.step == .permissions)
    }

    @Test func clearErrorDismissesTheMessage() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.flow.next()
        harness.controller.moving.clearError()
        #expect(harness.controller.moving.errorMessage == nil)
    }
}
