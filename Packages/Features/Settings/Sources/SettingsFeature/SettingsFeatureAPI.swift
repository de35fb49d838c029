import FeatureKit

/// What the app may ask of one live settings feature: the settings tab's navigation stack.
@MainActor
public protocol SettingsFeatureAPI: FeatureStack where Route == SettingsRoute, Intent == SettingsIntent {}
