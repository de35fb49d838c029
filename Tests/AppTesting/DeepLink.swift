import FeatureKit
import ProfileFeature
import SettingsFeature

/// A link's route, as the router gives it: the feature's name and the feature's own route.
public typealias DeepLink = AnyFeatureRoute

extension AnyFeatureRoute {
    /// A route of the profile feature.
    public static func profile(_ route: ProfileRoute) -> DeepLink { DeepLink(feature: "profile", route) }
    /// A route of the settings feature.
    public static func settings(_ route: SettingsRoute) -> DeepLink { DeepLink(feature: "settings", route) }
}
