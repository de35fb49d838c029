import Models
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

        init(id: String, selectedTab: MainTab?, profilePath: [ProfileRoute], settingsPath: [SettingsRoute]) {
            self.id = id
            self.selectedTab = selectedTab
            self.profilePath = profilePath
            self.settingsPath = settingsPath
        }

        /// Decodes a window, leaving out each route that names nothing.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            selectedTab = try container.decodeIfPresent(MainTab.self, forKey: .selectedTab)
            profilePath = try container.decode(LossyList<ProfileRoute>.self, forKey: .profilePath).elements
            settingsPath = try container.decode(LossyList<SettingsRoute>.self, forKey: .settingsPath).elements
        }
    }

    /// The user the windows belong to; another user never gets them.
    let userID: ID<User>
    var windows: [Window]
    var focusedWindow: String
}
