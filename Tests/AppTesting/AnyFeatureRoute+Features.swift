import FeatureKit
import ProfileFeature
import SettingsFeature

extension AnyFeatureRoute {
    /// A route of the profile feature.
    public static func profile(_ route: ProfileRoute) -> AnyFeatureRoute {
        AnyFeatureRoute(feature: "profile", route)
    }
    /// A route of the settings feature.
    public static func settings(_ route: SettingsRoute) -> AnyFeatureRoute {
        AnyFeatureRoute(feature: "settings", route)
    }
}
