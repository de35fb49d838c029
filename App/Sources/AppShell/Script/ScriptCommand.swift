import AppCore

/// One script line, understood: what the shell does for it.
enum ScriptCommand: Equatable, Sendable {
    /// Start the app (offered only before launch).
    case launch
    /// Terminate cleanly and launch again from the data directory.
    case relaunch
    /// Terminate abruptly and launch again from the data directory.
    case kill
    /// Something the user asks of the app.
    case intent(UserIntent)
    /// A fault control of the embedded backend.
    case backend(BackendCommand)
    /// Advance the app's timer clock by this many milliseconds.
    case wait(milliseconds: Int)
    /// Render the focused window.
    case print
    /// Print, or stop printing, each command's path through the modules after it.
    case trace(Bool)
    /// Check the app and stop the script when the check fails.
    case expect(ScriptExpectation)
}
