/// What the app keeps of its windows across launches: IDs only, never content.
struct SceneSnapshot: Codable, Equatable, Sendable {
    /// One window's navigation state.
    struct Window: Codable, Equatable, Sendable {
        /// The window's name (`main`, `post-p5`).
        let id: String
        /// The main window's selected tab.
        var selectedTab: MainTab?
        /// What is pushed on the window's profile stack (the profile tab, or above a post window's post).
        var profilePath: [StoredRoute]
        /// The settings section open in the main window's settings tab.
        var settingsPath: [String]
    }

    /// A pushed profile-stack entry: a post or a user by ID, or the signed-in user's own profile.
    struct StoredRoute: Codable, Hashable, Sendable {
        enum Kind: String, Codable, Sendable {
            case own
            case post
            case user
        }

        let kind: Kind
        let id: String?
    }

    /// The user the windows belong to; another user never gets them.
    let userID: String
    var windows: [Window]
    var focusedWindow: String
}
