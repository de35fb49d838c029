/// What the settings feature asks its coordinator to do; the feature never does these itself.
public enum SettingsOutput: Equatable, Sendable {
    /// The user asked to sign out (from the account section).
    case signOutRequested
}
