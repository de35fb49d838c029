import Analytics
import FeatureKit
import Foundation
import Logging
import Models
import Networking
import Services
import Storage

/// The composition root: the one place that knows how the app's parts are built and wired.
@MainActor
public final class AppDependencies {
    let configuration: AppConfiguration
    let relay: EventRelay
    let sessionStore: any SessionStore
    let scenes: SceneStore
    let auth: any AuthService
    let onboarding: any OnboardingService
    let analytics: any Analytics
    /// The backend with the session's authentication, which features build their services on.
    let client: any HTTPClient
    /// The features, as the composition lists them; each session builds its own from them.
    let features: [AnyFeature]

    init(
        configuration: AppConfiguration,
        relay: EventRelay,
        sessionStore: any SessionStore,
        scenes: SceneStore,
        auth: any AuthService,
        onboarding: any OnboardingService,
        analytics: any Analytics,
        client: any HTTPClient,
        features: [AnyFeature]
    ) {
        self.configuration = configuration
        self.relay = relay
        self.sessionStore = sessionStore
        self.scenes = scenes
        self.auth = auth
        self.onboarding = onboarding
        self.analytics = ReportingAnalytics(base: analytics, relay: relay)
        self.client = client
        self.features = features
    }

    /// What the app offers the feature `name` for `user`'s session: the authenticated client, a
    /// folder of its own under `features/`, analytics, the timer clock, the tracer and the user.
    func environment(for name: String, user: User) -> FeatureEnvironment {
        FeatureEnvironment(
            http: client,
            storage: FeatureStorage(directory: Self.featureFolder(in: configuration.dataDirectory, name)),
            analytics: analytics, clock: configuration.timerClock, tracer: configuration.tracer, user: user)
    }

    /// The folder of the data directory that holds every feature's own files.
    static func featureFolder(in dataDirectory: URL, _ name: String? = nil) -> URL {
        let folder = dataDirectory.appendingPathComponent("features", isDirectory: true)
        return name.map { folder.appendingPathComponent($0, isDirectory: true) } ?? folder
    }

    /// The real app with `features` against the backend at `configuration.apiBaseURL`, with its
    /// files in its data directory.
    public static func live(_ configuration: AppConfiguration, features: [AnyFeature]) throws
        -> AppDependencies
    {
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
            onboarding: services.onboarding,
            analytics: analytics,
            client: network.client,
            features: features
        )
    }

    private struct StorageStage {
        let sessionStore: any SessionStore
        let scenes: SceneStore
    }

    private struct NetworkStage {
        let publicClient: any HTTPClient
        let client: any HTTPClient
        let tokenProvider: SessionTokenProvider
    }

    private struct ServiceStage {
        let auth: any AuthService
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

    /// The app's own services, for the states it moves between: signing in and out, and the
    /// onboarding step a first-time user resumes at. Features bring their own.
    private static func configuredServices(_ network: NetworkStage, _ configuration: AppConfiguration)
        -> ServiceStage
    {
        let (client, tracer) = (network.client, configuration.tracer)
        return ServiceStage(
            auth: LiveAuthService(
                client: client, tokenProvider: network.tokenProvider, logger: configuration.logger,
                tracer: tracer),
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
