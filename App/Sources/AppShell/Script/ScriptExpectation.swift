import AppCore

enum ScriptExpectation: Equatable, Sendable {
    case state(String)
    case screen(String, window: WindowID?)
    case text(String, window: WindowID?)
    case event(String)
    case noEvent(String)
    case windows(Int)
    case error(String)

    /// Whether checking it reads a window's rendered screen (`expect text`).
    var readsScreenText: Bool {
        if case .text = self { true } else { false }
    }
}
