import Design

/// What the feature tells its coordinator; the feature never does these itself.
public enum __NAME__Output: Equatable, Sendable, FailureReporting {
    /// The user asked for this user's full profile. A feature never opens another feature: the
    /// coordinator decides where the profile shows.
    case profileRequested(userID: String)
    /// A screen of the feature shows a failure with this message.
    case failureShown(String)
}
