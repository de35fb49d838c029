import Analytics
import AnalyticsTesting
import Foundation
import Services
import ServicesTesting

@testable import AppCore

extension AppDependencies {
    /// The app on ServicesTesting fakes and a recording analytics: for tests that need a precise
    /// failure at a precise call, or a call held in flight. Scene storage is real, in
    /// `configuration.dataDirectory`.
    static func test(
        _ configuration: AppConfiguration,
        auth: FakeAuthService = .seeded(),
        profiles: FakeProfileService = .seeded(),
        settings: FakeSettingsService = .seeded(),
        onboarding: FakeOnboardingService = .seeded(),
        analytics: RecordingAnalytics = RecordingAnalytics()
    ) -> AppDependencies {
        AppDependencies(
            configuration: configuration,
            relay: EventRelay(),
            sessionStore: FakeSessionStore(),
            scenes: SceneStore(
                directory: configuration.dataDirectory, now: configuration.now, logger: configuration.logger),
            auth: auth,
            profiles: profiles,
            settings: settings,
            onboarding: onboarding,
            analytics: analytics
        )
    }
}
