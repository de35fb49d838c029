import AppCore

/// Everything the shell reports, in order: the app's own events, and the shell's (screens,
/// command echoes, expectation results, demo narration).
enum ShellEvent: Equatable, Sendable {
    /// Something the app did.
    case app(AppEvent)
    /// `relaunch` or `kill` ended the app in state `from`; a new one starts at `loading`.
    case restart(from: AppState, how: Restart)
    /// A window's rendered screen changed, or `print` asked for it.
    case screen(window: WindowID, name: String, text: String)
    /// A script line about to run, as echoed (passwords masked).
    case command(line: Int, text: String)
    /// An `expect` line's result.
    case expectation(ExpectationResult)
    /// A demo's comment line; text output only.
    case narration(String)
    /// The spans a line ended while tracing was on: the path it took through the modules.
    case trace([TracedSpan])
}

/// How the app was restarted.
enum Restart: String, Sendable {
    case relaunch
    case kill
}

/// What an `expect` line found.
struct ExpectationResult: Equatable, Sendable {
    /// Whether the expectation held.
    let ok: Bool
    /// The script line it is on.
    let line: Int
    /// What the line expected, in words (`authenticated`, `event sign_in`).
    let expected: String
    /// What the app showed.
    let found: String
}
