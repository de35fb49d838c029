import AppCore

enum ScriptCommand: Equatable, Sendable {
    case launch
    case relaunch
    case kill
    case intent(UserIntent)
    case backend(BackendCommand)
    case wait(milliseconds: Int)
    case print
    case trace(Bool)
    case expect(ScriptExpectation)
    /// The prompt's own, which only its table reads: `help [COMMAND]`, and `quit` or `exit`.
    case help([String])
    case quit

    /// The link the command carries (`open`'s), read once.
    var link: DeepLink? {
        if case .intent(.open(let link, _)) = self { link } else { nil }
    }
}
