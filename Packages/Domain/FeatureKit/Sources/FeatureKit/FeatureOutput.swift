import Design
import Models

/// What a feature asks of the app, in the app's words: each feature reports its own output type,
/// and its registration maps every case to one of these (as a child's delegate action is mapped).
public enum FeatureOutput: Sendable, Equatable, FailureReporting {
    case failureShown(String)
    /// Show the place `link` names, which another feature may own.
    case openLink(AppLink)
    /// The signed-in user changed (a new name), with the same ID.
    case userChanged(User)
    /// A flow the app keeps in its state (a first-time user's steps) now shows the place `link` names.
    case flowMoved(to: AppLink)
    /// A flow the app keeps in its state is done; the user is now as the backend has them.
    case flowFinished(User)
}
