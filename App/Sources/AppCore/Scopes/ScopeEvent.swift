import FeatureKit
import Models

/// What a scope tells the root as it happens; the root acts only for the scope that is current.
enum ScopeEvent: Sendable {
    /// A screen of the scope shows a failure.
    case failureShown(String)
    /// The scope's state moved on (a first-time user's next step, the signed-in user's new name).
    case stateChanged(AppState)
    /// The scope's work is done: the app goes to `destination` (onboarding finished: the main app).
    case finished(Destination)
    /// A feature asked for a place another feature may show.
    case opens(AppLink)
}
