/// The app's open windows (scenes), which one has focus, and each one's scene phase.
@MainActor
final class WindowRegistry {
    private(set) var focused: WindowID = .main
    private var phases: [WindowID: ScenePhase] = [.main: .active]

    /// The open windows, main first, then by name.
    var ids: [WindowID] { phases.keys.sorted() }

    /// The app's phase: active if any window is, background only if all are.
    var appPhase: ScenePhase { ScenePhase.aggregate(phases.values) }

    func contains(_ id: WindowID) -> Bool {
        phases[id] != nil
    }

    func phase(of id: WindowID) -> ScenePhase? {
        phases[id]
    }

    /// Opens `id` active and focused; returns false (and only focuses it) when it is already open.
    func open(_ id: WindowID) -> Bool {
        defer { focused = id }
        guard phases[id] == nil else { return false }
        phases[id] = .active
        return true
    }

    /// Closes a window other than main; focus falls back to main.
    func close(_ id: WindowID) {
        guard id != .main else { return }
        phases[id] = nil
        if focused == id { focused = .main }
    }

    func focus(_ id: WindowID) {
        if contains(id) { focused = id }
    }

    func setPhase(_ phase: ScenePhase, of id: WindowID) {
        if contains(id) { phases[id] = phase }
    }
}
