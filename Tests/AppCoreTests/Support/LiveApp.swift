import AppCore
import AppTesting
import Clocks
import DevBackend
import Foundation
import Models
import ServicesTesting
import Testing

/// The real app against the real dev backend, reached in memory, in a fresh data directory, logging
/// every event it reports. Relaunching builds a new app on the same directory and backend.
@MainActor
final class LiveApp: AppDriver {
    let backend: DevBackend
    let directory: URL
    let timerClock = VirtualClock()
    /// What the backend's delays wait on; only the test moves it.
    let backendClock = TestClock<Duration>()
    let logs = LogCapture()
    private let configuration: AppConfiguration
    private(set) var app: AppCoordinator
    private(set) var log: EventLog

    init(minimumLaunch: Duration = .zero) async throws {
        directory = try ScratchDirectory.make("app-core-tests")
        backend = try DevBackend(configuration: DevBackend.Configuration(dataDirectory: directory, clock: backendClock))
        configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: InMemoryTransport.baseURL, transport: backend.transport,
            minimumLaunchDuration: minimumLaunch,
            timerClock: timerClock, networkClock: ImmediateClock(), logger: logs.logger)
        (app, log) = try Self.build(configuration)
    }

    /// A launched app with `user` (a seeded account) signed in, its log cleared.
    static func signedIn(as user: User = SeedData.alice) async throws -> LiveApp {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.login(email: user.email, password: SeedData.password))
        try #require(live.state.hasSession, "signing in as \(user.id) failed: \(live.events.errorMessages)")
        live.log.clear()
        return live
    }

    deinit {
        ScratchDirectory.remove(directory)
    }

    /// The stored session (credentials) file.
    var sessionFile: URL { directory.appendingPathComponent("session.json") }

    /// The scene storage file.
    var scenesFile: URL { directory.appendingPathComponent("scenes.json") }

    /// The marker scene storage leaves while a restoration is under way.
    var restoringMarker: URL { directory.appendingPathComponent("scenes.restoring") }

    /// A clean termination and a new launch on the same data directory.
    func relaunch() async throws {
        await app.terminate()
        try await restart()
    }

    /// An abrupt termination (nothing saved) and a new launch on the same data directory.
    func kill() async throws {
        app.abandon()
        try await restart()
    }

    /// A new app on the same data directory, launched: after `app.terminate()` or `abandon()`.
    func restart() async throws {
        (app, log) = try Self.build(configuration)
        await launch()
    }

    /// The files in the data directory whose names start with `prefix`.
    func files(named prefix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix(prefix) }
    }

    private static func build(_ configuration: AppConfiguration) throws -> (AppCoordinator, EventLog) {
        let log = EventLog()
        let app = AppCoordinator(dependencies: try .live(configuration)) { log.record($0) }
        log.app = app
        return (app, log)
    }
}
