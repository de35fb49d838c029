import Analytics
@testable import AppCore
import Dependencies
import Foundation
import Networking
import Services
import Storage

// The graph's parts as swift-dependencies keys. Each live value reads what it needs through
// `@Dependency`, in the same order and with the same arguments as `AppDependencies.live`.

extension DependencyValues {
    /// Set by the host before anything is read, as the app's configuration is.
    var appConfiguration: AppConfiguration {
        get { self[AppConfigurationKey.self] }
        set { self[AppConfigurationKey.self] = newValue }
    }
    var dataDirectory: URL { self[DataDirectoryKey.self] }
    var eventRelay: EventRelay { self[EventRelayKey.self] }
    var sessionStore: any SessionStore { self[SessionStoreKey.self] }
    var sceneStore: SceneStore { self[SceneStoreKey.self] }
    var publicHTTPClient: any HTTPClient { self[PublicHTTPClientKey.self] }
    var tokenProvider: SessionTokenProvider { self[TokenProviderKey.self] }
    var httpClient: any HTTPClient { self[HTTPClientKey.self] }
    var authService: any AuthService { self[AuthServiceKey.self] }
    var onboardingService: any OnboardingService { self[OnboardingServiceKey.self] }
    var analytics: any Analytics { self[AnalyticsKey.self] }
    var appDependencies: AppDependencies { self[AppDependenciesKey.self] }
}

private enum AppConfigurationKey: DependencyKey {
    static var liveValue: AppConfiguration {
        preconditionFailure("set appConfiguration with withDependencies before building the graph")
    }
}

private enum DataDirectoryKey: DependencyKey {
    static var liveValue: URL {
        @Dependency(\.appConfiguration) var configuration
        do {
            try DataDirectory.prepare(configuration.dataDirectory)
        } catch {
            preconditionFailure("the data directory could not be prepared: \(error)")
        }
        return configuration.dataDirectory
    }
}

private enum EventRelayKey: DependencyKey {
    static var liveValue: EventRelay { MainActor.assumeIsolated { EventRelay() } }
}

private enum SessionStoreKey: DependencyKey {
    static var liveValue: any SessionStore {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.dataDirectory) var directory
        @Dependency(\.eventRelay) var relay
        let credentials = FileCredentialStore(directory: directory, now: configuration.now)
        return LiveSessionStore(credentials: credentials, logger: configuration.logger) { error in
            await relay.emit(.error(message: error.localizedDescription))
        }
    }
}

private enum SceneStoreKey: DependencyKey {
    static var liveValue: SceneStore {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.dataDirectory) var directory
        return SceneStore(directory: directory, now: configuration.now, logger: configuration.logger)
    }
}

private enum PublicHTTPClientKey: DependencyKey {
    static var liveValue: any HTTPClient {
        @Dependency(\.appConfiguration) var configuration
        return LiveHTTPClient(
            baseURL: configuration.apiBaseURL, transport: configuration.transport, clock: configuration.networkClock,
            timeout: configuration.requestTimeout, now: configuration.now, tracer: configuration.tracer)
    }
}

private enum TokenProviderKey: DependencyKey {
    static var liveValue: SessionTokenProvider {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.sessionStore) var store
        @Dependency(\.publicHTTPClient) var client
        @Dependency(\.eventRelay) var relay
        return SessionTokenProvider(
            store: store, client: client, logger: configuration.logger,
            onSessionExpired: { await relay.sessionExpired() })
    }
}

private enum HTTPClientKey: DependencyKey {
    static var liveValue: any HTTPClient {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.tokenProvider) var tokenProvider
        return AuthenticatedClient(
            client: LiveHTTPClient(
                baseURL: configuration.apiBaseURL, transport: configuration.transport, tokenProvider: tokenProvider,
                clock: configuration.networkClock, timeout: configuration.requestTimeout, now: configuration.now,
                tracer: configuration.tracer),
            tokenProvider: tokenProvider, logger: configuration.logger)
    }
}

private enum AuthServiceKey: DependencyKey {
    static var liveValue: any AuthService {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.httpClient) var client
        @Dependency(\.tokenProvider) var tokenProvider
        return LiveAuthService(
            client: client, tokenProvider: tokenProvider, logger: configuration.logger, tracer: configuration.tracer)
    }
}

private enum OnboardingServiceKey: DependencyKey {
    static var liveValue: any OnboardingService {
        @Dependency(\.httpClient) var client
        @Dependency(\.appConfiguration) var configuration
        return LiveOnboardingService(client: client, tracer: configuration.tracer)
    }
}

private enum AnalyticsKey: DependencyKey {
    static var liveValue: any Analytics {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.dataDirectory) var directory
        @Dependency(\.publicHTTPClient) var client
        do {
            return try LiveAnalytics(
                directory: directory.appendingPathComponent("analytics"), httpClient: client,
                clock: configuration.timerClock, now: configuration.now, logger: configuration.logger)
        } catch {
            preconditionFailure("the analytics outbox could not be opened: \(error)")
        }
    }
}

private enum AppDependenciesKey: DependencyKey {
    static var liveValue: AppDependencies {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.eventRelay) var relay
        @Dependency(\.sessionStore) var sessionStore
        @Dependency(\.sceneStore) var scenes
        @Dependency(\.authService) var auth
        @Dependency(\.onboardingService) var onboarding
        @Dependency(\.analytics) var analytics
        @Dependency(\.httpClient) var client
        return MainActor.assumeIsolated {
            AppDependencies(
                configuration: configuration, relay: relay, sessionStore: sessionStore, scenes: scenes,
                auth: auth, onboarding: onboarding, analytics: analytics, client: client, features: AppFeatures.all)
        }
    }
}
