import FeatureKit
import Models

/// What the app keeps of its windows across launches: each feature's path on each window, IDs only.
struct SceneSnapshot: Codable, Equatable, Sendable {
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

struct RestoredWindow: Equatable {
    let id: WindowID
    let root: AnyFeatureRoute?
    let selectedTab: String?
    let paths: [String: [AnyFeatureRoute]]
}
