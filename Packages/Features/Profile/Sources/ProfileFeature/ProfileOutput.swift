import Design
import Models

/// What the profile feature tells its coordinator; the feature never changes app state itself.
public enum ProfileOutput: Equatable, Sendable, FailureReporting {
    /// The signed-in user's profile was saved after an edit: the app updates the user it carries
    /// (for example `authenticated(user.with(name: profile.name))`).
    case profileUpdated(Profile)
    /// A screen of the feature shows a failure with this message.
    case failureShown(String)
}
