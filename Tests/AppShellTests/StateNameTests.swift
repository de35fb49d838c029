import Testing

@testable import AppShell

@Test func onboardingStateNameCarriesTheStep() {
    #expect(stateName(.onboarding(.profileSetup)) == "onboarding:profileSetup")
}
