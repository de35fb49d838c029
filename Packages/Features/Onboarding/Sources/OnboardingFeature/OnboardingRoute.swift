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
    /// ignore case, as in the other features' routes; the step does not. It reads the parts `url`
    /// already parsed rather than parsing its text again.
    public init?(url: URL) {
        guard url.scheme?.lowercased() == "app",
            url.host(percentEncoded: true)?.lowercased() == "onboarding",
            url.user(percentEncoded: true) == nil, url.password(percentEncoded: true) == nil,
            url.port == nil, url.query(percentEncoded: true) == nil,
            url.fragment(percentEncoded: true) == nil
        else { return nil }
        let path = url.path(percentEncoded: true)
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
