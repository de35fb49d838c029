import ProfileFeature
import SettingsFeature

/// A deep link, parsed into the route of the feature that owns it.
public enum DeepLink: Equatable, Sendable {
    case profile(ProfileRoute)
    case settings(SettingsRoute)
}
