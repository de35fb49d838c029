import ProfileFeature
import SettingsFeature

/// What the app keeps of its windows across launches: the features' routes, which hold IDs only,
/// never content.
struct SceneSnapshot: Codable, Equatable, Sendable {
    /// One window's navigation state.
    struct Window: Codable, Equatable, Sendable {
        /// The window's name (`main`, `post-p5`).
        let id: String
        var selectedTab: MainTab?
        /// What is pushed on the window's profile stack (the profile tab, or above a post window's post).
        var profilePath: [ProfileRoute]
        /// The section open in the main window's settings tab.
        var settingsPath: [SettingsRoute]
    }

    /// The user the windows belong to; another user never gets them.
    let userID: String
    var windows: [Window]
    var focusedWindow: String
}
