import Testing

@testable import Models

@Test func onboardingProgressDecodesFromTheWireShape() throws {
    let progress = try WireJSON.decode(
        OnboardingProgress.self, from: #"{"step":"permissions","completed":false}"#)
    #expect(progress == OnboardingProgress(step: .permissions, completed: false))
}

@Test func onboardingProgressRoundTripsThroughJSON() throws {
    let progress = OnboardingProgress(step: .profileSetup, completed: false)
    let json = try WireJSON.encode(progress)
    #expect(json == #"{"completed":false,"step":"profileSetup"}"#)
    #expect(try WireJSON.decode(OnboardingProgress.self, from: json) == progress)
}

@Test func onboardingProgressWithAnUnknownStepFailsToDecode() {
    #expect(
        WireJSON.decodingFailure(OnboardingProgress.self, from: #"{"step":"intro","completed":false}"#)
            == #"Unknown OnboardingStep "intro"; expected one of: welcome, permissions, profileSetup, complete."#
    )
}

@Test func onboardingProgressMovesToAnotherStep() {
    let progress = OnboardingProgress(step: .welcome, completed: false).with(step: .permissions)
    #expect(progress == OnboardingProgress(step: .permissions, completed: false))
}

@Test func completedOnboardingProgressIsOnTheLastStep() {
    let progress = OnboardingProgress(step: .profileSetup, completed: false).markedCompleted()
    #expect(progress == OnboardingProgress(step: .complete, completed: true))
}
