/// The main window's tabs.
public enum MainTab: String, Sendable, CaseIterable, Codable {
    /// The signed-in user's profile and posts.
    case profile
    /// The settings sections.
    case settings
}
