import AppTesting
import FeatureKit
import Models
import ServicesTesting
import ProfileFeature
import SettingsFeature

@testable import AppCore

extension AnyFeatureRoute {
    /// The screen the main window shows once the link is applied for `user`.
    func screenName(signedInAs user: User) -> String {
        switch (base as? ProfileRoute, base as? SettingsRoute) {
        case (.own?, _): "profile"
        case (.user(let id)?, _): id == user.id ? "profile" : "profile:\(id)"
        case (.post(let id)?, _): "post:\(id)"
        case (_, .root?): "settings"
        case (_, let section?): "settings:\(section.rawValue)"
        case (nil, nil): "?"
        }
    }

    /// Whether the link names a post the seeded backend does not have.
    var namesAMissingPost: Bool {
        guard case .post(let id)? = base as? ProfileRoute else { return false }
        return !SeedData.users.contains { SeedData.posts(of: $0.id).contains { $0.id == id } }
    }
}
