import FeatureKit
import Models

/// What the app keeps of its windows across launches: each feature's path on each window, IDs only.
struct SceneSnapshot: Codable, Equatable, Sendable {
    /// One window's navigation state.
    struct Window: Codable, Equatable, Sendable {
        let id: String
        var selectedTab: String?
        var paths: [String: [JSONValue]]
    }

    let userID: ID<User>
    var windows: [Window]
    var focusedWindow: String

    static func stored(_ path: [AnyFeatureRoute]) -> [JSONValue] {
        path.compactMap(\.stored)
    }
}

/// A window as restoration puts it back: its routes read and checked.
struct RestoredWindow: Equatable {
    let id: WindowID
    let root: AnyFeatureRoute?
    let selectedTab: String?
    let paths: [String: [AnyFeatureRoute]]
}
