import AppTesting
import Clocks
import DevBackend
import Foundation
import Networking
import Logging

@testable import AppCore

/// The real app (`AppDependencies.live`) launched on a data directory against a running backend,
/// its events checked by an observer; for tests that launch many apps against one backend.
@MainActor
enum LiveLaunch {
    /// The app against `backend`, reached in memory.
    static func app(
        directory: URL, backend: DevBackend, observer: AppObserver, logger: Logger = .quiet
    ) async throws -> AppCoordinator {
        try await app(
            directory: directory, backendURL: InMemoryTransport.baseURL, transport: backend.transport,
            observer: observer, logger: logger)
    }

    /// The app against the server at `backendURL`, over `transport`.
    static func app(
        directory: URL, backendURL: URL, transport: any HTTPTransport = PlatformTransport.make(),
        observer: AppObserver, logger: Logger = .quiet
    ) async throws -> AppCoordinator {
        let configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: backendURL, transport: transport, minimumLaunchDuration: .zero,
            timerClock: VirtualClock(), networkClock: ImmediateClock(), logger: logger)
        let app = AppCoordinator(dependencies: try .live(configuration), onEvent: observer.handler())
        observer.watch(app)
        await app.launch()
        await app.settle()
        return app
    }
}
