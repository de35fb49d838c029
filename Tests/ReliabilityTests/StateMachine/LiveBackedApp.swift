import AppTesting
import Clocks
import DevBackend
import Foundation
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// The real app against the real dev backend, reached in memory, each in a fresh data directory. Faults
/// are the backend's own controls; relaunching builds a new app on the same directory and backend.
@MainActor
final class LiveBackedApp: SteppedApp {
    let backend: DevBackend
    let directory: URL
    let timerClock = VirtualClock()
    let logs = LogCapture()
    let observer = AppObserver()
    let configuration: AppConfiguration
    private(set) var app: AppCoordinator

    /// A started backend and an app that is not launched yet.
    init(minimumLaunch: Duration = .zero) async throws {
        directory = try ScratchDirectory.make("reliability-live")
        backend = try DevBackend(configuration: DevBackend.Configuration(dataDirectory: directory))
        configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: InMemoryTransport.baseURL, transport: backend.transport,
            minimumLaunchDuration: minimumLaunch,
            timerClock: timerClock, networkClock: ImmediateClock(), logger: logs.logger)
        app = try Self.makeApp(configuration, observer: observer)
    }

    deinit {
        ScratchDirectory.remove(directory)
    }

    /// A launched app with `user` (a seeded account) signed in.
    static func signedIn(as user: User) async throws -> LiveBackedApp {
        let live = try await LiveBackedApp()
        await live.launch()
        await live.perform(.login(email: user.email, password: SeedData.password))
        try #require(live.app.state.hasSession, "signing in as \(user.id) failed")
        return live
    }

    /// The app `scenario` starts with, launched; a stored session is made by signing in first.
    static func launched(_ scenario: Scenario) async throws -> LiveBackedApp {
        let live = try await LiveBackedApp(minimumLaunch: .milliseconds(scenario.minimumLaunchMilliseconds))
        await live.launch()
        if let user = scenario.storedSession {
            await live.advanceClock(by: .milliseconds(scenario.minimumLaunchMilliseconds))
            await live.app.settle()
            await live.perform(.login(email: user.email, password: SeedData.password))
            try await live.kill()
        }
        return live
    }

    func launch() async {
        await app.launch()
        await app.settle()
    }

    func relaunch() async throws {
        await app.terminate()
        try await restart()
    }

    func kill() async throws {
        app.abandon()
        try await restart()
    }

    func advanceClock(by duration: Duration) async {
        await timerClock.advance(by: duration)
    }

    func apply(_ fault: BackendFault) async throws {
        switch fault {
        case .offline(let isOffline): try await backend.setOffline(isOffline)
        case .maintenance(let isOn): await backend.setMaintenance(isOn)
        case .failNext(let count, let status): try await backend.failNextRequests(count, status: status)
        case .revokeSessions: try await backend.revokeSessions()
        case .expireAccessTokens: try await backend.expireAccessTokens()
        case .deletePost(let id):
            do {
                try await backend.deletePost(id.rawValue)
            } catch DevBackendError.unknownPost {
                // Deleted by an earlier step.
            }
        }
    }

    private func restart() async throws {
        app = try Self.makeApp(configuration, observer: observer)
        await launch()
    }

    private static func makeApp(_ configuration: AppConfiguration, observer: AppObserver) throws
        -> AppCoordinator
    {
        let handler = observer.handler()
        let app = AppCoordinator(dependencies: try .live(configuration), onEvent: handler)
        observer.watch(app)
        return app
    }
}
