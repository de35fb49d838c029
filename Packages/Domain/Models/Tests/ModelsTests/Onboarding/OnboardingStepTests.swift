import Testing

@testable import Models

@Test func onboardingStepsGoForwardInOrder() {
    #expect(OnboardingStep.welcome.next == .permissions)
    #expect(OnboardingStep.permissions.next == .profileSetup)
    #expect(OnboardingStep.profileSetup.next == .complete)
}

@Test func onboardingHasNoStepAfterComplete() {
    #expect(OnboardingStep.complete.next == nil)
}

@Test func onboardingStepsGoBackInOrder() {
    #expect(OnboardingStep.complete.previous == .profileSetup)
    #expect(OnboardingStep.profileSetup.previous == .permissions)
    #expect(OnboardingStep.permissions.previous == .welcome)
}

@Test func onboardingHasNoStepBeforeWelcome() {
    #expect(OnboardingStep.welcome.previous == nil)
}

@Test func onboardingStepNamesAreTheWireAndScriptNames() {
    #expect(
        OnboardingStep.allCases.map(\.rawValue) == ["welcome", "permissions", "profileSetup", "complete"])
}

@Test func unknownOnboardingStepFailsToDecodeNamingTheAllowedValues() {
    #expect(
        WireJSON.decodingFailure(OnboardingStep.self, from: #""finished""#)
            == #"Unknown OnboardingStep "finished"; expected one of: welcome, permissions, profileSetup, complete."#
    )
}

@Test(arguments: OnboardingStep.allCases)
func aStepsLinkNamesIt(step: OnboardingStep) {
    #expect(step.link.url.absoluteString == "app://onboarding/\(step.rawValue)")
    #expect(OnboardingStep(link: step.link) == step)
}

@Test func aLinkElsewhereNamesNoStep() {
    #expect(OnboardingStep(link: AppLink(host: "onboarding", item: "billing")) == nil)
    #expect(OnboardingStep(link: AppLink(host: "profile", item: "welcome")) == nil)
    #expect(OnboardingStep(link: AppLink(host: "onboarding")) == nil)
}
