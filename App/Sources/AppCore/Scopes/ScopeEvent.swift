import FeatureKit
import Models

/// What a scope tells the root as it happens; the root acts only for the scope that is current.
enum ScopeEvent: Sendable {
    /// A screen of the scope shows a failure.
    case failureShown(String)
    /// A first-time user's saved step moved.
    case onboardingMoved(OnboardingStep)
    /// A first-time user finished onboarding.
    case onboardingFinished(User)
    /// The signed-in user changed (a new name).
    case userChanged(User)
    /// A feature asked for a place another feature may show.
    case opens(AppLink)
}
