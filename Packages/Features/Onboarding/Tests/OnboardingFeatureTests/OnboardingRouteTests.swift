import Foundation
import Models
import Testing

@testable import OnboardingFeature

@Test(arguments: OnboardingStep.allCases)
func routeRoundTripsThroughItsURL(step: OnboardingStep) {
    #expect(OnboardingRoute(url: OnboardingRoute(step: step).url) == OnboardingRoute(step: step))
}
