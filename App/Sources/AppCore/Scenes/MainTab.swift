/// The main window's tabs.
public enum MainTab: String, Sendable, CaseIterable, Codable {
    case profile
    case settings
}
