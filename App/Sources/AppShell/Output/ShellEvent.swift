import AppCore

enum ShellEvent: Equatable, Sendable {
    case app(AppEvent)
    case restart(from: AppState, how: Restart)
    case screen(window: WindowID, name: String, text: String)
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
