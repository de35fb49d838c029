import ProfileFeature
import SettingsFeature

/// A deep link, parsed into the route of the feature that owns it.
public enum DeepLink: Equatable, Sendable {
    /// A place in the profile feature: a user's profile or a post (`app://profile/…`, `app://post/…`).
    case profile(ProfileRoute)
    /// A settings section (`app://settings`, `app://settings/<section>`).
    case settings(SettingsRoute)

    /// What analytics call the link's place (no IDs).
    var analyticsName: String {
        switch self {
        case .profile(let route): route.analyticsName
        case .settings(let route): route.analyticsName
        }
    }
}
