import AppCore
import Design

enum ShellEvent: Equatable, Sendable {
    case app(AppEvent)
    case restart(from: AppState, how: Restart)
    /// A window `print` shows.
    case screen(window: WindowID, screen: Screen)
    case command(line: Int, text: String)
    case expectation(ExpectationResult)
    case narration(String)
    case trace([TracedSpan])
}

enum Restart: String, Sendable {
    case relaunch
    case kill
}

struct ExpectationResult: Equatable, Sendable {
    let ok: Bool
    let line: Int
    let expected: String
    let found: String
}
