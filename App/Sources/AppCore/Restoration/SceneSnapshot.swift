import FeatureKit
import Models

/// What the app keeps of its windows across launches: each feature's path on each window, as the
/// feature stores its routes (IDs only, never content).
struct SceneSnapshot: Codable, Equatable, Sendable {
    /// One window's navigation state.
    struct Window: Codable, Equatable, Sendable {
        /// The window's name (`main`, `post-p5`).
        let id: String
        /// The main window's tab, by feature name.
        var selectedTab: String?
        /// Each feature's routes above its root on the window, bottom first, by feature name.
        var paths: [String: [JSONValue]]
    }

    /// The user the windows belong to; another user never gets them.
    let userID: ID<User>
    var windows: [Window]
    var focusedWindow: String

    /// `path` as scene storage keeps it.
    static func stored(_ path: [AnyFeatureRoute]) -> [JSONValue] {
        path.compactMap(\.stored)
    }
}

/// A window as restoration puts it back: its routes read and checked.
struct RestoredWindow: Equatable {
    let id: WindowID
    /// What a window of its own shows at its root; nil for the main window.
    let root: AnyFeatureRoute?
    let selectedTab: String?
    let paths: [String: [AnyFeatureRoute]]
}
