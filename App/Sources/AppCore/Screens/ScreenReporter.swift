import Analytics
import Design
import Observation

/// What each open window shows, and the one place screens are reported and counted as viewed.
@MainActor
final class ScreenReporter {
    private var built: [WindowID: Built] = [:]
    private var validBuilds: [WindowID: Int] = [:]
    private var builds = 0
    private var reported: [WindowID: Built] = [:]

    private struct Built {
        let screen: Screen
        let build: Int
    }

    private let emit: @MainActor (AppEvent) -> Void
    private let analytics: AnalyticsQueue

    init(emit: @escaping @MainActor (AppEvent) -> Void, analytics: AnalyticsQueue) {
        self.emit = emit
        self.analytics = analytics
    }

    func report(_ windows: [WindowID], countsViews: Bool, make: (WindowID) -> Screen?) {
        let update = update(windows, make: make)
        for (window, screen) in update.changed {
            emit(.screen(window: window, screen: screen))
        }
        guard countsViews else { return }
        for name in update.newlyShown {
            analytics.track(.screenViewed(name))
        }
    }

    func screen(of window: WindowID, make: () -> Screen?) -> Screen? {
        current(window, make: make)?.screen
    }

    func invalidateAll() {
        validBuilds = [:]
    }

    func update(
        _ windows: [WindowID], make: (WindowID) -> Screen?
    ) -> (changed: [(window: WindowID, screen: Screen)], newlyShown: [String]) {
        if Set(reported.keys) != Set(windows) {
            reported = reported.filter { windows.contains($0.key) }
            built = built.filter { windows.contains($0.key) }
        }
        var changed: [(window: WindowID, screen: Screen)] = []
        var newlyShown: [String] = []
        for window in windows {
            guard let now = current(window, make: { make(window) }) else { continue }
            let last = reported[window]
            guard now.build != last?.build else { continue }
            reported[window] = now
            if last?.screen != now.screen {
                changed.append((window, now.screen))
            }
            if last?.screen.name != now.screen.name {
                newlyShown.append(now.screen.name)
            }
        }
        return (changed, newlyShown)
    }

    private func current(_ window: WindowID, make: () -> Screen?) -> Built? {
        if let built = built[window], validBuilds[window] == built.build { return built }
        builds += 1
        let build = builds
        validBuilds[window] = build
        let screen = withObservationTracking(make) { [weak self] in
            MainActor.assumeIsolated { self?.changed(window, build: build) }
        }
        guard let screen else {
            built[window] = nil
            return nil
        }
        // A screen whose building changed something it read is built again next time.
        let made = Built(screen: screen, build: build)
        built[window] = validBuilds[window] == build ? made : nil
        return made
    }

    private func changed(_ window: WindowID, build: Int) {
        if validBuilds[window] == build { validBuilds[window] = nil }
    }
}
