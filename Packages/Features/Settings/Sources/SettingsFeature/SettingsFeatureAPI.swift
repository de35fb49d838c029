import FeatureKit

/// What the app may ask of one live settings feature: the settings tab's navigation stack (the
/// list of sections, and at most one open section above it).
@MainActor
public protocol SettingsFeatureAPI: FeatureStack where Route == SettingsRoute, Intent == SettingsIntent {}
