import Foundation
import Models

/// The onboarding step a route points at.
public struct OnboardingRoute: Sendable, Equatable {
    /// The step to show.
    public let step: OnboardingStep

    /// Creates a route to `step`.
    public init(step: OnboardingStep) {
        self.step = step
    }

    /// Parses `app://onboarding/<step>`.
    public init?(url: URL) {
        let parts = url.path.split(separator: "/").map(String.init)
        guard url.scheme == "app", url.host == "onboarding", parts.count == 1,
            let step = OnboardingStep(rawValue: parts[0])
        else { return nil }
        self.step = step
    }

    /// The deep link for this route.
    public var url: URL {
        URL(string: "app://onboarding/\(step.rawValue)")!
    }
}
