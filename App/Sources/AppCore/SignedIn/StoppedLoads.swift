import Design
import Observation

/// The windows whose load a signal stopped (Ctrl-C on a slow `post open`): while such a window
/// still shows `Loading…`, its screen says the load stopped and offers `retry` to load it again.
@Observable
@MainActor
final class StoppedLoads {
    private var windows: Set<WindowID> = []

    /// Notes that the work of an intent was cancelled: each of `windows` still loading stopped.
    func noteCancelled(_ windows: [(id: WindowID, screen: Screen)]) {
        for window in windows where Self.isLoading(window.screen) {
            self.windows.insert(window.id)
        }
    }

    /// Forgets window `id`'s stopped load; false when it had none.
    func remove(_ id: WindowID) -> Bool {
        windows.remove(id) != nil
    }

    /// `screen`, which window `id` shows, saying so when its load stopped and it still shows loading.
    func screen(_ screen: Screen, of id: WindowID) -> Screen {
        guard windows.contains(id), Self.isLoading(screen) else { return screen }
        return Screen(
            name: screen.name, title: screen.title, sections: screen.sections,
            actions: screen.actions + [Screen.Action(.retry, title: "Load again")],
            banner: screen.banner ?? Self.banner, tabBar: screen.tabBar)
    }

    static let banner = Screen.Banner(kind: .info, message: "Loading was stopped; retry loads it again.")

    private static func isLoading(_ screen: Screen) -> Bool {
        screen.sections.contains { $0.rows.contains(.loading) }
    }
}
