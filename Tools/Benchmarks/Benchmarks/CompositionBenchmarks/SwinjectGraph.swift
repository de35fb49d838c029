import Analytics
@testable import AppCore
import FeatureKit
import InProcessBenchmarks
import Foundation
import Networking
import Services
import Storage
import Swinject

/// The same graph as `AppDependencies.live`, registered in a Swinject container: the same live
/// types, built in the same order, shared the same way (one instance per container, as the app
/// shares one of each), then resolved. A launch pays for the registrations too, so they are timed.
enum SwinjectGraph {
    @MainActor
    static func build(_ fixture: GraphFixture) throws -> BuiltGraph {
        let container = Container()
        registerCore(in: container, configuration: fixture.configuration)
        registerServices(in: container)
        registerApp(in: container)
        guard let dependencies = container.resolve(AppDependencies.self) else {
            throw BenchmarkFailure("the Swinject container could not resolve the graph")
        }
        // Features are built per session from what the app offers each, as the scopes build them.
        let context = FeatureContext<FeatureOutput>(user: fixture.user) { _ in }
        return BuiltGraph(
            dependencies: dependencies,
            features: dependencies.features.map { feature in
                feature.built(in: dependencies.environment(for: feature.name, user: fixture.user))
                    .make(context: context)
            })
    }

    private static func registerCore(in container: Container, configuration: AppConfiguration) {
        container.register(AppConfiguration.self) { _ in configuration }
        container.register(URL.self, name: "dataDirectory") { _ in
            do {
                try DataDirectory.prepare(configuration.dataDirectory)
            } catch {
                preconditionFailure("the data directory could not be prepared: \(error)")
            }
            return configuration.dataDirectory
        }.inObjectScope(.container)
        container.register(EventRelay.self) { _ in MainActor.assumeIsolated { EventRelay() } }
            .inObjectScope(.container)
        container.register((any SessionStore).self) { resolver in
            let directory = resolver.resolve(URL.self, name: "dataDirectory")!
            let credentials = FileCredentialStore(directory: directory, now: configuration.now)
            let relay = resolver.resolve(EventRelay.self)!
            return LiveSessionStore(credentials: credentials, logger: configuration.logger) { error in
                await relay.emit(.error(message: error.localizedDescription))
            }
        }.inObjectScope(.container)
        container.register(SceneStore.self) { resolver in
            SceneStore(
                directory: resolver.resolve(URL.self, name: "dataDirectory")!, now: configuration.now,
                logger: configuration.logger)
        }.inObjectScope(.container)
        container.register((any HTTPClient).self, name: "public") { _ in
            LiveHTTPClient(
                baseURL: configuration.apiBaseURL, transport: configuration.transport,
                clock: configuration.networkClock, timeout: configuration.requestTimeout, now: configuration.now,
                tracer: configuration.tracer)
        }.inObjectScope(.container)
        container.register(SessionTokenProvider.self) { resolver in
            let relay = resolver.resolve(EventRelay.self)!
            return SessionTokenProvider(
                store: resolver.resolve((any SessionStore).self)!,
                client: resolver.resolve((any HTTPClient).self, name: "public")!,
                logger: configuration.logger,
                onSessionExpired: { await relay.sessionExpired() })
        }.inObjectScope(.container)
        container.register((any HTTPClient).self) { resolver in
            let tokenProvider = resolver.resolve(SessionTokenProvider.self)!
            return AuthenticatedClient(
                client: LiveHTTPClient(
                    baseURL: configuration.apiBaseURL, transport: configuration.transport,
                    tokenProvider: tokenProvider, clock: configuration.networkClock,
                    timeout: configuration.requestTimeout, now: configuration.now, tracer: configuration.tracer),
                tokenProvider: tokenProvider, logger: configuration.logger)
        }.inObjectScope(.container)
    }

    private static func registerServices(in container: Container) {
        container.register((any AuthService).self) { resolver in
            let configuration = resolver.resolve(AppConfiguration.self)!
            return LiveAuthService(
                client: resolver.resolve((any HTTPClient).self)!,
                tokenProvider: resolver.resolve(SessionTokenProvider.self)!, logger: configuration.logger,
                tracer: configuration.tracer)
        }.inObjectScope(.container)
        container.register((any OnboardingService).self) { resolver in
            let configuration = resolver.resolve(AppConfiguration.self)!
            return LiveOnboardingService(client: resolver.resolve((any HTTPClient).self)!, tracer: configuration.tracer)
        }.inObjectScope(.container)
    }

    private static func registerApp(in container: Container) {
        container.register((any Analytics).self) { resolver in
            let configuration = resolver.resolve(AppConfiguration.self)!
            let directory = resolver.resolve(URL.self, name: "dataDirectory")!
            do {
                return try LiveAnalytics(
                    directory: directory.appendingPathComponent("analytics"),
                    httpClient: resolver.resolve((any HTTPClient).self, name: "public")!,
                    clock: configuration.timerClock, now: configuration.now, logger: configuration.logger)
            } catch {
                preconditionFailure("the analytics outbox could not be opened: \(error)")
            }
        }.inObjectScope(.container)
        container.register(AppDependencies.self) { resolver in
            let configuration = resolver.resolve(AppConfiguration.self)!
            let relay = resolver.resolve(EventRelay.self)!
            let sessionStore = resolver.resolve((any SessionStore).self)!
            let scenes = resolver.resolve(SceneStore.self)!
            let auth = resolver.resolve((any AuthService).self)!
            let onboarding = resolver.resolve((any OnboardingService).self)!
            let analytics = resolver.resolve((any Analytics).self)!
            let client = resolver.resolve((any HTTPClient).self)!
            return MainActor.assumeIsolated {
                AppDependencies(
                    configuration: configuration, relay: relay, sessionStore: sessionStore, scenes: scenes,
                    auth: auth, onboarding: onboarding, analytics: analytics, client: client,
                    features: AppFeatures.all)
            }
        }.inObjectScope(.container)
    }
}
