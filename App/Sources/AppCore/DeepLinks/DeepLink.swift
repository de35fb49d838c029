import ProfileFeature
import SettingsFeature

/// A deep link, parsed into the route of the feature that owns it.
public enum DeepLink: Equatable, Sendable {
    case profile(ProfileRoute)
    case settings(SettingsRoute)

    /// What analytics call the link's place (no IDs).
    var analyticsName: String {
        switch self {
        case .profile(let route): route.analyticsName
        case .settings(let route): route.analyticsName
        }
    }
}
