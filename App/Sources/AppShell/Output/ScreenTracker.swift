import AppCore
import Design

/// Remembers what each window last showed, so a `screen` event is reported only when a window's
/// rendered screen changed.
struct ScreenTracker {
    private let renderer = TextRenderer()
    private var shown: [WindowID: String] = [:]

    /// A `screen` event for each window whose rendering differs from the last one reported, in
    /// the order given; windows not given are forgotten (they closed).
    mutating func changes(in screens: [(window: WindowID, screen: Screen)]) -> [ShellEvent] {
        let open = Set(screens.map(\.window))
        shown = shown.filter { open.contains($0.key) }
        return screens.compactMap { window, screen in
            let text = renderer.render(screen)
            guard shown[window] != text else { return nil }
            shown[window] = text
            return .screen(window: window, name: screen.name, text: text)
        }
    }

    /// Remembers what the app reported window `window` showing, so it is not reported again.
    mutating func record(_ screen: Screen, in window: WindowID) {
        shown[window] = renderer.render(screen)
    }

    /// The `screen` event for a window, whether or not it changed (for `print`).
    mutating func current(_ window: WindowID, _ screen: Screen) -> ShellEvent {
        let text = renderer.render(screen)
        shown[window] = text
        return .screen(window: window, name: screen.name, text: text)
    }

    /// Forgets everything shown, so the next screens are all reported (after a relaunch).
    mutating func reset() {
        shown = [:]
    }
}
