import Analytics
import FeatureKit
import Services

/// What the settings feature is built from: its live form cuts it from what the app offers.
public protocol SettingsFeatureDependencies: Sendable {
    /// The settings service.
    var settings: any SettingsService { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}

/// The feature's live dependencies: its own settings service over the session's client.
struct LiveSettingsDependencies: SettingsFeatureDependencies {
    let settings: any SettingsService
    let analytics: any Analytics

    init(_ environment: FeatureEnvironment) {
        settings = LiveSettingsService(client: environment.http, tracer: environment.tracer)
        analytics = environment.analytics
    }
}
