import Models
import Foundation
import ProfileFeature
import SettingsFeature

/// Scene storage as version 1 wrote it, before it kept the features' routes: a pushed profile
/// route was `{kind, id}` and a settings section its name. Read only to migrate; an entry that
/// names nothing (a kind without its ID, an unknown section) is dropped, as version 1 dropped it.
struct SceneSnapshotVersion1: Decodable {
    private struct Window: Decodable {
        let id: String
        let selectedTab: MainTab?
        let profilePath: [StoredRoute]
        let settingsPath: [String]
    }

    private struct StoredRoute: Decodable {
        let kind: String
        let id: String?

        var route: ProfileRoute? {
            switch (kind, id) {
            case ("own", _): .own
            case ("user", let id?): ID(id).map { .user(id: $0) }
            case ("post", let id?): ID(id).map { .post(id: $0) }
            default: nil
            }
        }
    }

    private struct Envelope: Decodable {
        let value: SceneSnapshotVersion1
    }

    private let userID: ID<User>
    private let windows: [Window]
    private let focusedWindow: String

    /// The snapshot a version 1 file holds, in today's form.
    static func migrated(_ file: Data) throws -> SceneSnapshot {
        let old = try JSONDecoder().decode(Envelope.self, from: file).value
        let windows = old.windows.map { window in
            SceneSnapshot.Window(
                id: window.id, selectedTab: window.selectedTab,
                profilePath: window.profilePath.compactMap(\.route),
                settingsPath: window.settingsPath.compactMap(SettingsRoute.init(rawValue:)))
        }
        return SceneSnapshot(userID: old.userID, windows: windows, focusedWindow: old.focusedWindow)
    }
}
