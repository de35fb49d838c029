import Analytics
import AnalyticsTesting
import FeatureKit
import Foundation
import Networking
import OnboardingFeature
import ProfileFeature
import Services
import ServicesTesting
import SettingsFeature

@testable import AppCore

extension AppDependencies {
    /// The app on ServicesTesting fakes and a recording analytics: for tests that need a precise
    /// failure at a precise call, or a call held in flight. Each feature is built on the fakes
    /// (its services) and on what the app offers (its analytics). Scene storage is real, in
    /// `configuration.dataDirectory`; the client features would build on sends to
    /// `configuration.apiBaseURL`, which no feature here does.
    public static func test(
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
            onboarding: onboarding,
            analytics: analytics,
            client: LiveHTTPClient(
                baseURL: configuration.apiBaseURL, transport: configuration.transport,
                clock: configuration.networkClock, now: configuration.now),
            features: features(profiles: profiles, settings: settings, onboarding: onboarding)
        )
    }

    /// The app's features, in the app's order, each built on these services instead of its live ones.
    public static func features(
        profiles: any ProfileService, settings: any SettingsService, onboarding: any OnboardingService
    ) -> [AnyFeature] {
        let services = { @Sendable (environment: FeatureEnvironment) in
            TestFeatureServices(
                profiles: profiles, settings: settings, onboarding: onboarding, analytics: environment.analytics)
        }
        return [
            AnyFeature(OnboardingFeature.registration) { services($0) },
            AnyFeature(ProfileFeature.registration) { services($0) },
            AnyFeature(SettingsFeature.registration) { services($0) },
        ]
    }
}

/// The services a test gives the app's features in place of the ones they build for themselves.
struct TestFeatureServices: OnboardingFeatureDependencies, ProfileFeatureDependencies, SettingsFeatureDependencies {
    let profiles: any ProfileService
    let settings: any SettingsService
    let onboarding: any OnboardingService
    let analytics: any Analytics
}
