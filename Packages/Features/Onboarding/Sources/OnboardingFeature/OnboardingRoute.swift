import Foundation
import Models

/// The onboarding step a route points at: where onboarding starts or resumes.
public struct OnboardingRoute: Sendable, Equatable {
    /// The step to show.
    public let step: OnboardingStep

    /// Creates a route to `step`.
    public init(step: OnboardingStep) {
        self.step = step
    }

    /// Parses `app://onboarding/<step>`; anything else (another scheme or host, a port, user info,
    /// a query, a fragment, a trailing slash, an unknown or extra segment) is nil. Scheme and host
    /// ignore case, as in the other features' routes; the step does not.
    public init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == "app", components.host?.lowercased() == "onboarding",
            components.percentEncodedUser == nil, components.percentEncodedPassword == nil,
            components.port == nil, components.percentEncodedQuery == nil,
            components.percentEncodedFragment == nil
        else { return nil }
        let path = components.percentEncodedPath
        guard path.hasPrefix("/"), let step = OnboardingStep(rawValue: String(path.dropFirst())) else {
            return nil
        }
        self.step = step
    }

    /// The deep link for this route.
    public var url: URL {
        URL(string: "app://onboarding/\(step.rawValue)")!
    }
}
