/// The app's open windows (scenes), which one has focus, and each one's scene phase.
@MainActor
final class WindowRegistry {
    private(set) var focused: WindowID = .main
    private var phases: [WindowID: ScenePhase] = [.main: .active]

    var ids: [WindowID] { phases.keys.sorted() }

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
