import Analytics
import Services

/// What the settings feature is built from; the app's services provide it.
public protocol SettingsFeatureDependencies: Sendable {
    /// The settings service.
    var settings: any SettingsService { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}
