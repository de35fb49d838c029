import Testing

@testable import Models

@Test func stepsAdvanceInOrderAndStopAtComplete() {
    #expect(OnboardingStep.welcome.next == .permissions)
    #expect(OnboardingStep.profileSetup.next == .complete)
    #expect(OnboardingStep.complete.next == nil)
}
