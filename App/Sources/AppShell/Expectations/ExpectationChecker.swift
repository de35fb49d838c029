enum ExpectationChecker {
    static func result(
        of expectation: ScriptExpectation, line: Int, app: AppSnapshot, observations: AppObservations
    ) -> ExpectationResult {
        let (ok, expected, found) = check(expectation, app: app, observations: observations)
        return ExpectationResult(ok: ok, line: line, expected: expected, found: found)
    }

    private static func check(
        _ expectation: ScriptExpectation, app: AppSnapshot, observations: AppObservations
    ) -> (ok: Bool, expected: String, found: String) {
        switch expectation {
        case .state(let name):
            return (app.stateName == name, name, app.stateName)
        case .screen(let name, let window):
            let window = window ?? app.focusedWindow
            let found = app.screenNames[window] ?? "no window \(window)"
            return (found == name, name, found)
        case .text(let text, let window):
            let window = window ?? app.focusedWindow
            let expected = "a screen containing \"\(text)\" on \(window)"
            guard let screen = app.screenTexts[window], let name = app.screenNames[window] else {
                return (false, expected, "no window \(window)")
            }
            guard !screen.contains(text) else { return (true, expected, name) }
            let shown = app.shownTexts[window] ?? screen
            let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "    " + $0
            }
            return (false, expected, "\(name), which shows:\n" + lines.joined(separator: "\n"))
        case .event(let name):
            let count = observations.trackedEvents[name, default: 0]
            return (count > 0, "event \(name) tracked", tracked(name, count))
        case .noEvent(let name):
            let count = observations.trackedEvents[name, default: 0]
            return (count == 0, "no event \(name)", tracked(name, count))
        case .windows(let count):
            let found = "\(app.windows.count) (\(app.windows.map(\.description).joined(separator: ", ")))"
            return (app.windows.count == count, "\(count)", found)
        case .error(let text):
            let found = observations.lastErrorMessage.map { "\"\($0)\"" } ?? "no error since launch"
            return (
                observations.lastErrorMessage?.contains(text) ?? false, "an error containing \"\(text)\"",
                found
            )
        }
    }

    private static func tracked(_ name: String, _ count: Int) -> String {
        switch count {
        case 0: "event \(name) not tracked since launch"
        case 1: "event \(name) tracked"
        default: "event \(name) tracked \(count) times"
        }
    }
}
