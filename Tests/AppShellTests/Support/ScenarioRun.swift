import AppTesting
import Foundation
import Testing

@testable import AppShell

/// One run of a script through the shell library, with everything it wrote.
struct ScenarioRun {
    let status: ShellExitStatus
    /// Standard output, one printed event per element.
    let output: [String]
    /// Standard error's lines (the one-line reason a run could not go on).
    let errors: [String]
    /// Everything the shell, the app and the backend logged.
    let logs: String

    /// Runs the script at `path` in `dataDirectory` (nil: a temporary one, as `run` makes), on the virtual clock, as `app-shell run` does,
    /// with the signals `signals` brings; `onOutput` sees each line as it is written. With
    /// `latencyNeverPasses`, a request under `backend latency` waits until it is cancelled.
    @MainActor
    static func run(
        scriptAt path: String, json: Bool = true, dataDirectory: URL?, signals: SignalHandling = .none,
        latencyNeverPasses: Bool = false, environment: [String: String] = [:],
        onOutput: @escaping (String) -> Void = { _ in }
    ) async -> ScenarioRun {
        let written = Written()
        let logs = LogCapture()
        var session = ShellSession(
            options: ShellOptions(mode: .run(scriptPath: path), dataDirectory: dataDirectory, json: json))
        session.writeLine = {
            written.output.append($0)
            onOutput($0)
        }
        session.writeError = { written.errors.append($0) }
        session.logger = logs.logger
        session.signals = signals
        if latencyNeverPasses {
            session.neverEndLatency()
        }
        session.environment = { .success(environment[$0]) }
        let status = await session.run()
        return ScenarioRun(status: status, output: written.output, errors: written.errors, logs: logs.text)
    }

    /// Standard output's lines: an event printed as several (a trace's spans) is split.
    var lines: [String] {
        output.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The output's JSON objects, one a line; fails the test on a line that is not one.
    func events() throws -> [[String: Any]] {
        try lines.map { line in
            try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                "not a JSON object: \(line)")
        }
    }

    /// The whole run as text, for failure messages.
    var transcript: String {
        (output + errors.map { "stderr: \($0)" }).joined(separator: "\n")
    }

    @MainActor
    private final class Written {
        var output: [String] = []
        var errors: [String] = []
    }
}
