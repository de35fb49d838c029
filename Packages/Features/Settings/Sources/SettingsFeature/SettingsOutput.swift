import Design

/// What the settings feature tells its coordinator; the feature never signs out itself.
public enum SettingsOutput: Equatable, Sendable, FailureReporting {
    /// The user asked to sign out (from the account section).
    case signOutRequested
    /// A settings screen shows a failure with this message.
    case failureShown(String)
}
