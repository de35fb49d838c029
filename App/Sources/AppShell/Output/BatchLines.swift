import Design

/// The lines `run` writes around several scripts' events, as text or JSON: starts, ends and the summary.
struct BatchLines {
    let json: Bool

    func started(_ path: String, at milliseconds: Int) -> String {
        json
            ? event("script", milliseconds, [("path", .string(path))])
            : "=== \(TextRenderer.terminalSafeLine(path))"
    }

    func ended(_ path: String, status: ShellExitStatus, duration: Duration, at milliseconds: Int) -> String {
        let elapsed = ShellReporter.milliseconds(duration)
        guard !json else {
            return event(
                "script-end", milliseconds,
                [
                    ("path", .string(path)), ("status", .int(Int(status.rawValue))),
                    ("passed", .bool(status == .success)), ("ms", .int(elapsed)),
                ])
        }
        let outcome = status == .success ? "passed" : "failed, status \(status.rawValue)"
        let seconds = Double(elapsed) / 1_000
        return "=== \(TextRenderer.terminalSafeLine(path)): \(outcome) (\(seconds) s)"
    }

    func summary(passed: Int, failed: [String], notRun: Int, stoppedBy signal: String?, at milliseconds: Int)
        -> String
    {
        let total = passed + failed.count + notRun
        guard !json else {
            return event(
                "summary", milliseconds,
                [
                    ("scripts", .int(total)), ("passed", .int(passed)), ("failed", .int(failed.count)),
                    ("not-run", .int(notRun)),
                ])
        }
        let names = failed.map(TextRenderer.terminalSafeLine).joined(separator: ", ")
        var line =
            "\(total) scripts: \(passed) passed, \(failed.count) failed"
            + (failed.isEmpty ? "" : " (\(names))")
        if notRun > 0 || signal != nil {
            line += ", \(notRun) not run" + (signal.map { " (stopped by \($0))" } ?? "")
        }
        return line
    }

    private func event(_ type: String, _ milliseconds: Int, _ fields: [(key: String, value: JSONValue)])
        -> String
    {
        JSONValue.object([("type", .string(type)), ("t", .int(milliseconds))] + fields).serialized
    }
}
