import Analytics
import Services

/// What the settings feature is built from; the app's services provide it.
public protocol SettingsFeatureDependencies: Sendable {
    var settings: any SettingsService { get }
    var analytics: any Analytics { get }
}
