import FeatureKit
import Foundation
import Models
import Storage

/// What the app keeps of a user's windows across launches: each window's tab and each feature's
/// path on it, IDs only. The scene-storage file holds one; a window's `@SceneStorage` can hold
/// one of its own, in the same versioned form, read back through the same checks.
public struct SceneSnapshot: Codable, Equatable, Sendable {
    /// One window's part: its name, its tab, and each feature's path as the feature stores its routes.
    public struct Window: Codable, Equatable, Sendable {
        /// The window's name (`main`, `post-p5`), checked when it is restored.
        public let id: String
        /// The tab it showed; nil in a window of its own.
        public var selectedTab: String?
        /// Each feature's path, by feature name.
        public var paths: [String: [JSONValue]]
    }

    /// Whose windows these are: only that user's session restores them.
    public let userID: ID<User>
    /// The windows, main first.
    public var windows: [Window]
    /// The window that had focus.
    public var focusedWindow: String

    init(userID: ID<User>, windows: [Window], focusedWindow: String) {
        self.userID = userID
        self.windows = windows
        self.focusedWindow = focusedWindow
    }

    /// The snapshot `data` holds, read as the scene-storage file is: versioned (an older version
    /// migrated, a newer one refused) and at most 4 MiB. Its windows and routes are checked again,
    /// against the backend too, when they are restored.
    public init(data: Data) throws(StorageError) {
        self = try Self.format(in: URL(fileURLWithPath: "/")).decode(data)
    }

    /// The snapshot in the scene-storage file's versioned form.
    public func data() throws(StorageError) -> Data {
        try Self.format(in: URL(fileURLWithPath: "/")).encode(self)
    }

    static let schemaVersion = 3
    static let byteLimit = 4 << 20

    /// The scene-storage file in `directory`, in this form.
    static func format(in directory: URL) -> VersionedFile<SceneSnapshot> {
        VersionedFile(
            url: directory.appendingPathComponent("scenes.json"), schemaVersion: schemaVersion, byteLimit: byteLimit,
            migration: { _, data in try SceneSnapshotMigration.migrated(data) })
    }

    static func stored(_ path: [AnyFeatureRoute]) -> [JSONValue] {
        path.compactMap(\.stored)
    }
}

/// One window as restoration found it: what of it still exists.
struct RestoredWindow: Equatable {
    let id: WindowID
    let root: AnyFeatureRoute?
    let selectedTab: String?
    let paths: [String: [AnyFeatureRoute]]

    /// The navigation it puts back on `window`: its tab and paths where the window has them.
    @MainActor
    func navigation(for window: any SignedInWindow) -> Navigation {
        var navigation = window.navigation
        for (feature, path) in paths where window.stacks.contains(feature) {
            navigation[path: feature] = path
        }
        if let tab = selectedTab, window.tabs.contains(where: { $0.id == tab }) {
            navigation.selectedTab = tab
        }
        return navigation
    }
}
