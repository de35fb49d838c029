import AppTesting
import Clocks
import Foundation
import Logging

@testable import AppCore

/// The real app (`AppDependencies.live`) launched on a data directory against a running backend,
/// its events checked by an observer; for tests that launch many apps against one backend.
@MainActor
enum LiveLaunch {
    static func app(
        directory: URL, backendURL: URL, observer: AppObserver, logger: Logger = .quiet
    ) async throws -> AppCoordinator {
        let configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: backendURL, minimumLaunchDuration: .zero,
            timerClock: TestClock<Duration>(), networkClock: ImmediateClock(), logger: logger)
        let app = AppCoordinator(dependencies: try .live(configuration), onEvent: observer.handler())
        observer.watch(app)
        await app.launch()
        await app.settle()
        return app
    }
}
