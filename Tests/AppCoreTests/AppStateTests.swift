import Testing

@testable import AppCore

@Test func onboardingStatesCompareByStep() {
    #expect(AppState.onboarding(.welcome) != .onboarding(.permissions))
}
