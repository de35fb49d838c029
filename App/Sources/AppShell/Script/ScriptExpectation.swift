import AppCore

/// What an `expect` line checks.
enum ScriptExpectation: Equatable, Sendable {
    /// The app state has this name (`authenticated`, `onboarding:welcome`).
    case state(String)
    /// The window (the focused one when nil) shows the screen with this name.
    case screen(String, window: WindowID?)
    /// The window's rendered screen (the focused window's when nil) contains this text.
    case text(String, window: WindowID?)
    /// An analytics event with this name was tracked since launch.
    case event(String)
    /// No analytics event with this name was tracked since launch.
    case noEvent(String)
    /// This many windows are open.
    case windows(Int)
    /// The last user-facing error message contains this text.
    case error(String)
}
