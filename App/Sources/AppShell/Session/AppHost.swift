import AppCore
import Design

/// The app as the shell runs it: the current `AppCoordinator`, replaced on `relaunch` and `kill`.
@MainActor
final class AppHost {
    private let makeDependencies: @MainActor () throws -> AppDependencies
    private let clocks: ShellClocks
    private let reporter: ShellReporter
    /// Whether a launch waits out the launch screen's minimum, as on the real clock.
    private let waitsOutLaunchScreen: Bool
    private let launchScreenMinimum: Duration
    private var coordinator: AppCoordinator?
    /// Counts launches, so events from an app that was killed are ignored.
    private var generation = 0
    private(set) var observations = AppObservations()

    init(
        clocks: ShellClocks, reporter: ShellReporter, waitsOutLaunchScreen: Bool,
        launchScreenMinimum: Duration = .zero,
        makeDependencies: @escaping @MainActor () throws -> AppDependencies
    ) {
        self.clocks = clocks
        self.reporter = reporter
        self.waitsOutLaunchScreen = waitsOutLaunchScreen
        self.launchScreenMinimum = launchScreenMinimum
        self.makeDependencies = makeDependencies
    }

    var isRunning: Bool { coordinator != nil }

    func launch(restarting previous: (state: AppState, how: Restart)? = nil) async throws {
        generation += 1
        let launched = generation
        let coordinator = AppCoordinator(dependencies: try makeDependencies()) { [weak self] event in
            guard let self, self.generation == launched else { return }
            self.handle(event)
        }
        self.coordinator = coordinator
        if let previous {
            reporter.report(.restart(from: previous.state, how: previous.how))
        }
        await coordinator.launch()
        if waitsOutLaunchScreen {
            await coordinator.waitOutLaunchScreen()
        }
        await coordinator.settle()
    }

    /// The launch a script's first command (other than `launch`) sets off, run to the screen it leads to.
    func launchBeforeFirstCommand() async throws {
        try await launch()
        if !waitsOutLaunchScreen, launchScreenMinimum > .zero {
            await wait(launchScreenMinimum)
        }
    }

    /// Terminates cleanly (scene state saved, analytics flushed) and launches again.
    func relaunch() async throws {
        let previous = coordinator?.state
        await terminate()
        observations.reset()
        try await launch(restarting: previous.map { ($0, .relaunch) })
    }

    /// Terminates abruptly (nothing saved beyond what is on disk) and launches again.
    func kill() async throws {
        let previous = coordinator?.state
        coordinator?.abandon()
        coordinator = nil
        observations.reset()
        try await launch(restarting: previous.map { ($0, .kill) })
    }

    func perform(_ intent: UserIntent) async {
        guard let coordinator else { return }
        _ = await coordinator.perform(intent)
        await coordinator.settle()
    }

    func wait(_ duration: Duration) async {
        await clocks.advance(duration)
        await coordinator?.settle()
    }

    func terminate() async {
        await coordinator?.terminate()
        coordinator = nil
    }

    func reportError(_ message: String) {
        handle(.error(message: message))
    }

    func printFocusedWindow() {
        guard let coordinator, let screen = coordinator.screen(of: coordinator.focusedWindow) else { return }
        reporter.report(.screen(window: coordinator.focusedWindow, screen: screen))
    }

    var focusedScreenIDs: [String] {
        guard let coordinator, let screen = coordinator.screen(of: coordinator.focusedWindow) else {
            return []
        }
        return screen.sections.flatMap(\.rows).compactMap { row in
            if case .item(let id, _, _) = row { id } else { nil }
        }
    }

    /// The app's state, windows and screen names, with no screen rendered.
    var snapshot: AppSnapshot { snapshot(rendering: nil) }

    /// The app as expectations read it; given a mask, each screen is also rendered, and rendered as
    /// the output shows it (`mask`'s values masked before it is laid out). Only `expect text` reads
    /// the renderings, so a line that checks no text costs no rendering.
    func snapshot(rendering mask: SecretMask?) -> AppSnapshot {
        guard let coordinator else {
            return AppSnapshot(stateName: "not launched", windows: [], focusedWindow: .main, screenNames: [:])
        }
        let screens = coordinator.windows.reduce(into: [WindowID: Screen]()) { screens, window in
            screens[window] = coordinator.screen(of: window)
        }
        var snapshot = AppSnapshot(
            stateName: coordinator.state.name, windows: coordinator.windows,
            focusedWindow: coordinator.focusedWindow, screenNames: screens.mapValues(\.name))
        guard let mask else { return snapshot }
        snapshot.screenTexts = screens.mapValues(TextRenderer().render)
        if !mask.isEmpty {
            snapshot.shownTexts = screens.mapValues { TextRenderer().render($0.masked(by: mask)) }
        }
        return snapshot
    }

    private func handle(_ event: AppEvent) {
        observations.record(event)
        reporter.report(.app(event))
    }
}
