import Models

/// What the profile feature asks its coordinator to do; the feature never changes app state itself.
public enum ProfileOutput: Equatable, Sendable {
    /// The signed-in user's profile was saved after an edit: the app updates the user it carries
    /// (for example `authenticated(user.with(name: profile.name))`).
    case profileUpdated(Profile)
}
