import Foundation
import Models
import Testing

@testable import OnboardingFeature

@Test(arguments: OnboardingStep.allCases)
func routeRoundTripsThroughItsURL(step: OnboardingStep) {
    #expect(OnboardingRoute(url: OnboardingRoute(step: step).url) == OnboardingRoute(step: step))
}

@Test func routeParsesAStepLink() {
    #expect(
        OnboardingRoute(url: URL(string: "app://onboarding/profileSetup")!)
            == OnboardingRoute(step: .profileSetup))
}

@Test func routeIgnoresTheCaseOfSchemeAndHost() {
    #expect(OnboardingRoute(url: URL(string: "APP://Onboarding/permissions")!) == OnboardingRoute(step: .permissions))
}

@Test(arguments: [
    "https://onboarding/welcome",
    "app://settings/welcome",
    "app://onboarding",
    "app://onboarding/",
    "app://onboarding/Welcome",
    "app://onboarding/profilesetup",
    "app://onboarding/finished",
    "app://onboarding/welcome/",
    "app://onboarding/welcome/extra",
    "app://onboarding//welcome",
    "app://onboarding/welcome?skip=1",
    "app://onboarding/welcome#top",
    "app://onboarding:8080/welcome",
    "app://someone@onboarding/welcome",
    "app://onboarding/welcome?%FF",
    "app://onboarding/welcome#%FF",
    "app://%FF@onboarding/welcome",
    "app://onboarding/w%65lcome",
    "app:onboarding/welcome",
    "app://onboarding/\(String(repeating: "a", count: 65))",
])
func routeRejectsALinkItDoesNotKnow(link: String) throws {
    let url = try #require(URL(string: link))
    #expect(OnboardingRoute(url: url) == nil)
}
