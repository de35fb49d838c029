import AppCore

/// Everything the shell reports, in order: the app's own events and the shell's.
enum ShellEvent: Equatable, Sendable {
    case app(AppEvent)
    case restart(from: AppState, how: Restart)
    case screen(window: WindowID, name: String, text: String)
    case command(line: Int, text: String)
    case expectation(ExpectationResult)
    case narration(String)
    case trace([TracedSpan])
}

/// How the app was restarted.
enum Restart: String, Sendable {
    case relaunch
    case kill
}

/// What an `expect` line found.
struct ExpectationResult: Equatable, Sendable {
    let ok: Bool
    let line: Int
    let expected: String
    let found: String
}
