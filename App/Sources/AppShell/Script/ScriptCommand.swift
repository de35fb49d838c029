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
}
