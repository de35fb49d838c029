import AppTesting
import Clocks
import DevBackend
import Foundation
import Logging

@testable import AppCore

/// The real app (live dependencies, its real HTTP transport) against a real dev backend on
/// loopback, with a backend clock that only the test moves, so a delayed answer is a client
/// time-out (after the request time limit) and never a wait on the backend.
@MainActor
final class FaultyApp {
    /// The request time limit of the time-out cells: short, so a time-out takes seconds, not the
    /// default thirty, yet long enough that no other request of the cell (signing in first) runs
    /// out on a loaded machine under ThreadSanitizer.
    static let shortRequestTimeout = Duration.seconds(5)

    let backend: DevBackend
    let directory: URL
    private let backendClock: TestClock<Duration>
    private let configuration: AppConfiguration
    private var current: AppCoordinator?
    /// What the current app reported since the last `clearEvents()`.
    private(set) var events: [AppEvent] = []
    private var launch = 0

    private init(
        directory: URL, backend: DevBackend, backendClock: TestClock<Duration>, baseURL: URL,
        requestTimeout: Duration?
    ) {
        self.directory = directory
        self.backend = backend
        self.backendClock = backendClock
        var configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: baseURL, minimumLaunchDuration: .zero,
            timerClock: VirtualClock(), networkClock: ImmediateClock(),
            logger: Logger(label: "faults") { _ in SwiftLogNoOpLogHandler() })
        configuration.requestTimeout = requestTimeout ?? configuration.requestTimeout
        self.configuration = configuration
    }

    /// The app now running.
    var app: AppCoordinator {
        // `with` launches one before handing this out.
        current!
    }

    /// Runs `body` with a launched app in a fresh directory, its requests limited to
    /// `requestTimeout` (the app's own limit when nil), then releases every request the backend is
    /// still holding and stops it.
    static func with(
        requestTimeout: Duration? = nil, _ body: (FaultyApp) async throws -> Void
    ) async throws {
        try await ScratchDirectory.with("network-faults") { directory in
            let clock = TestClock<Duration>()
            let backend = try DevBackend(configuration: DevBackend.Configuration(clock: clock))
            let faulty = FaultyApp(
                directory: directory, backend: backend, backendClock: clock,
                baseURL: try await backend.start(), requestTimeout: requestTimeout)
            do {
                try await faulty.start()
                try await body(faulty)
            } catch {
                await faulty.finish()
                throw error
            }
            await faulty.finish()
        }
    }

    var state: AppState { app.state }

    /// The user-facing error messages shown since the last `clearEvents()`.
    var messages: [String] {
        events.compactMap { if case .error(let message) = $0 { message } else { nil } }
    }

    /// Whether the session file is on disk.
    var hasStoredSession: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("session.json").path)
    }

    /// The events waiting in the analytics outbox.
    var outboxCount: Int {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("analytics").path)
        return names?.filter { $0.hasPrefix("event-") && $0.hasSuffix(".json") }.count ?? 0
    }

    func perform(_ intent: UserIntent) async {
        _ = await app.perform(intent)
        await app.settle()
    }

    func signIn(_ email: String) async {
        await perform(.login(email: email, password: "correct-horse"))
    }

    /// Ends the app abruptly and launches a new one on the same directory.
    func relaunch() async throws {
        current?.abandon()
        try await start()
    }

    func clearEvents() {
        events = []
    }

    private func start() async throws {
        launch += 1
        let launch = launch
        let app = AppCoordinator(dependencies: try .live(configuration)) { [weak self] event in
            guard let self, self.launch == launch else { return }
            self.events.append(event)
        }
        current = app
        await app.launch()
        await app.settle()
    }

    private func finish() async {
        current?.abandon()
        await backendClock.advance(by: DevBackend.maximumLatency)
        await backend.stop()
    }
}
