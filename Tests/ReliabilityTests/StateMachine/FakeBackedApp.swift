import AnalyticsTesting
import AppTesting
import Clocks
import Foundation
import Models
import ServicesTesting

@testable import AppCore

/// The app on ServicesTesting fakes, fast enough for tens of thousands of sequences; scene
/// storage is real, in its own directory. Relaunching builds a new app on the same fakes and
/// directory.
@MainActor
final class FakeBackedApp: SteppedApp {
    let backend: FakeBackend
    let directory: URL
    let timerClock = VirtualClock()
    let logs = LogCapture()
    let observer = AppObserver()
    private(set) var app: AppCoordinator
    /// The analytics of the current launch.
    private(set) var analytics: RecordingAnalytics
    private let configuration: AppConfiguration

    /// An app whose first launch finds `storedSession`'s session; not launched yet.
    init(storedSession: User? = nil, minimumLaunch: Duration = .zero) throws {
        backend = FakeBackend(storedSession: storedSession)
        directory = try ScratchDirectory.make("reliability-fakes")
        configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: URL(string: "http://127.0.0.1:9")!,
            minimumLaunchDuration: minimumLaunch, timerClock: timerClock, networkClock: ImmediateClock(),
            logger: logs.logger)
        (app, analytics) = Self.makeApp(configuration, backend: backend, observer: observer)
    }

    deinit {
        ScratchDirectory.remove(directory)
    }

    /// The app `scenario` starts with, launched.
    static func launched(_ scenario: Scenario) async throws -> FakeBackedApp {
        let fake = try FakeBackedApp(
            storedSession: scenario.storedSession,
            minimumLaunch: .milliseconds(scenario.minimumLaunchMilliseconds))
        await fake.launch()
        return fake
    }

    func launch() async {
        await app.launch()
        await app.settle()
    }

    func relaunch() async {
        await app.terminate()
        await restart()
    }

    func kill() async {
        app.abandon()
        await restart()
    }

    func advanceClock(by duration: Duration) async {
        await timerClock.advance(by: duration)
    }

    func apply(_ fault: BackendFault) async {
        await backend.apply(fault) { await app.dependencies.relay.sessionExpired() }
    }

    private func restart() async {
        (app, analytics) = Self.makeApp(configuration, backend: backend, observer: observer)
        await launch()
    }

    private static func makeApp(
        _ configuration: AppConfiguration, backend: FakeBackend, observer: AppObserver
    ) -> (AppCoordinator, RecordingAnalytics) {
        let analytics = RecordingAnalytics()
        let dependencies = AppDependencies.test(
            configuration, auth: backend.auth, profiles: backend.profiles, settings: backend.settings,
            onboarding: backend.onboarding, analytics: analytics)
        let app = AppCoordinator(dependencies: dependencies, onEvent: observer.handler())
        observer.watch(app)
        return (app, analytics)
    }
}
