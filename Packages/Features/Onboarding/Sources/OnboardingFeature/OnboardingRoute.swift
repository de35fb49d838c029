import FeatureKit
import Foundation
import Models

/// The onboarding step a route points at: where onboarding starts or resumes.
public struct OnboardingRoute: FeatureRoute {
    /// The step to show.
    public let step: OnboardingStep

    /// A route to `step`.
    public init(step: OnboardingStep) {
        self.step = step
    }

    /// Reads `app://onboarding/<step>`; nil for any other link.
    public init?(link: AppLink) {
        guard let step = OnboardingStep(link: link) else { return nil }
        self.step = step
    }

    /// The route `url` links to; nil for anything `init?(link:)` refuses or that is no `AppLink`.
    public init?(url: URL) {
        guard let link = AppLink(url: url) else { return nil }
        self.init(link: link)
    }

    public var link: AppLink { step.link }

    /// The deep link for this route.
    public var url: URL { link.url }

    public var analyticsName: String { "onboarding" }
}
