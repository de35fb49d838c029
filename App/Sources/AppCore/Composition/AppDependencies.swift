import Analytics
import Foundation
import Logging
import Networking
import Services
import Storage

/// The composition root: the one place that knows how the app's parts are built and wired.
///
/// `live(_:)` builds everything in stages, top to bottom: storage → networking → services →
/// analytics. Features are made from `AppFeatures`' registrations when a scope first needs them.
@MainActor
public final class AppDependencies {
    let configuration: AppConfiguration
    let relay: EventRelay
    let sessionStore: any SessionStore
    let scenes: SceneStore
    let auth: any AuthService
    let profiles: any ProfileService
    let settings: any SettingsService
    let onboarding: any OnboardingService
    let analytics: any Analytics

    init(
        configuration: AppConfiguration,
        relay: EventRelay,
        sessionStore: any SessionStore,
        scenes: SceneStore,
        auth: any AuthService,
        profiles: any ProfileService,
        settings: any SettingsService,
        onboarding: any OnboardingService,
        analytics: any Analytics
    ) {
        self.configuration = configuration
        self.relay = relay
        self.sessionStore = sessionStore
        self.scenes = scenes
        self.auth = auth
        self.profiles = profiles
        self.settings = settings
        self.onboarding = onboarding
        self.analytics = ReportingAnalytics(base: analytics, relay: relay)
    }

    /// The services the features are built from.
    var features: FeatureServices {
        FeatureServices(profiles: profiles, settings: settings, onboarding: onboarding, analytics: analytics)
    }

    /// The real app against the backend at `configuration.apiBaseURL`, keeping its files in
    /// `configuration.dataDirectory`. Throws when the data directory can't be prepared.
    public static func live(_ configuration: AppConfiguration) throws -> AppDependencies {
        let relay = EventRelay()
        let storage = try configuredStorage(configuration, relay: relay)
        let network = configuredNetworking(configuration, sessionStore: storage.sessionStore, relay: relay)
        let services = configuredServices(network, configuration)
        let analytics = try configuredAnalytics(configuration, client: network.publicClient)
        return AppDependencies(
            configuration: configuration,
            relay: relay,
            sessionStore: storage.sessionStore,
            scenes: storage.scenes,
            auth: services.auth,
            profiles: services.profiles,
            settings: services.settings,
            onboarding: services.onboarding,
            analytics: analytics
        )
    }

    // MARK: - Stages

    private struct StorageStage {
        let sessionStore: any SessionStore
        let scenes: SceneStore
    }

    private struct NetworkStage {
        /// For endpoints that need no session: refresh, analytics.
        let publicClient: any HTTPClient
        /// For everything else; renews the session on a 401, and tells an ended session from a
        /// backend that refuses the token it has just renewed.
        let client: any HTTPClient
        let tokenProvider: SessionTokenProvider
    }

    private struct ServiceStage {
        let auth: any AuthService
        let profiles: any ProfileService
        let settings: any SettingsService
        let onboarding: any OnboardingService
    }

    private static func configuredStorage(_ configuration: AppConfiguration, relay: EventRelay) throws
        -> StorageStage
    {
        let directory = configuration.dataDirectory
        try DataDirectory.prepare(directory)
        let credentials = FileCredentialStore(directory: directory, now: configuration.now)
        // A session the device cannot store stays in force; the user is told once.
        let sessionStore = LiveSessionStore(credentials: credentials, logger: configuration.logger) { error in
            await relay.emit(.error(message: error.localizedDescription))
        }
        return StorageStage(
            sessionStore: sessionStore,
            scenes: SceneStore(directory: directory, now: configuration.now, logger: configuration.logger)
        )
    }

    private static func configuredNetworking(
        _ configuration: AppConfiguration, sessionStore: any SessionStore, relay: EventRelay
    ) -> NetworkStage {
        let publicClient = LiveHTTPClient(
            baseURL: configuration.apiBaseURL, transport: configuration.transport,
            clock: configuration.networkClock,
            timeout: configuration.requestTimeout, now: configuration.now, tracer: configuration.tracer)
        let tokenProvider = SessionTokenProvider(
            store: sessionStore, client: publicClient, logger: configuration.logger,
            onSessionExpired: { await relay.sessionExpired() })
        let client = AuthenticatedClient(
            client: LiveHTTPClient(
                baseURL: configuration.apiBaseURL, transport: configuration.transport,
                tokenProvider: tokenProvider,
                clock: configuration.networkClock, timeout: configuration.requestTimeout,
                now: configuration.now,
                tracer: configuration.tracer),
            tokenProvider: tokenProvider, logger: configuration.logger)
        return NetworkStage(publicClient: publicClient, client: client, tokenProvider: tokenProvider)
    }

    private static func configuredServices(_ network: NetworkStage, _ configuration: AppConfiguration)
        -> ServiceStage
    {
        let (client, tracer) = (network.client, configuration.tracer)
        return ServiceStage(
            auth: LiveAuthService(
                client: client, tokenProvider: network.tokenProvider, logger: configuration.logger,
                tracer: tracer),
            profiles: LiveProfileService(client: client, tracer: tracer),
            settings: LiveSettingsService(client: client, tracer: tracer),
            onboarding: LiveOnboardingService(client: client, tracer: tracer)
        )
    }

    private static func configuredAnalytics(
        _ configuration: AppConfiguration, client: any HTTPClient
    ) throws -> any Analytics {
        try LiveAnalytics(
            directory: configuration.dataDirectory.appendingPathComponent("analytics"),
            httpClient: client,
            clock: configuration.timerClock,
            now: configuration.now,
            logger: configuration.logger
        )
    }
}
