/// What the feature asks its coordinator to do; the feature never does these itself.
public enum __NAME__Output: Equatable, Sendable {
    /// The user asked for this user's full profile. A feature never opens another feature: the
    /// coordinator decides where the profile shows.
    case profileRequested(userID: String)
}
