import AppCore
import Clocks
import DevBackend
import Foundation
import Logging

/// The real app against the real dev backend on loopback, in a fresh data directory, recording
/// every event it reports. Relaunching builds a new app on the same directory and backend.
@MainActor
final class LiveApp {
    let backend: DevBackend
    let baseURL: URL
    let directory: URL
    let timerClock = TestClock<Duration>()
    private(set) var app: AppCoordinator!
    private(set) var events: [AppEvent] = []
    private let minimumLaunch: Duration

    init(minimumLaunch: Duration = .zero) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-core-tests-\(UUID().uuidString)")
        backend = try DevBackend(configuration: DevBackend.Configuration(dataDirectory: directory))
        baseURL = try await backend.start()
        self.minimumLaunch = minimumLaunch
        try build()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func stop() async {
        await backend.stop()
    }

    var state: AppState { app.state }

    func screenName(_ window: WindowID = .main) -> String? {
        app.screen(of: window)?.name
    }

    /// Events since the last call.
    func takeEvents() -> [AppEvent] {
        defer { events = [] }
        return events
    }

    @discardableResult
    func perform(_ intent: UserIntent) async -> IntentResult {
        let result = await app.perform(intent)
        await app.settle()
        return result
    }

    func launch() async {
        await app.launch()
        await app.settle()
    }

    /// A clean termination and a new launch on the same data directory.
    func relaunch() async throws {
        await app.terminate()
        try build()
        await launch()
    }

    private func build() throws {
        let configuration = AppConfiguration(
            dataDirectory: directory,
            apiBaseURL: baseURL,
            minimumLaunchDuration: minimumLaunch,
            timerClock: timerClock,
            networkClock: ImmediateClock(),
            logger: Logger(label: "app-core-tests") { _ in SwiftLogNoOpLogHandler() }
        )
        events = []
        app = AppCoordinator(dependencies: try .live(configuration)) { [weak self] event in
            self?.events.append(event)
        }
    }
}
