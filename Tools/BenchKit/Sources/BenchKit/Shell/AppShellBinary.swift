import Foundation

/// The `app-shell` executable (release, or debug for `--quick`), run as a child process with
/// `--json` the way scripts and tests outside the repo run it.
public struct AppShellBinary: Sendable {
    /// Where the executable is.
    public let path: URL

    /// The binary at `path`.
    public init(path: URL) {
        self.path = path
    }

    /// What one `app-shell run` did.
    struct Run {
        let outcome: ChildProcess.Outcome
        let events: [ShellEvent]
    }

    /// Runs `script` against the embedded backend (or the server at `apiURL`) with its data in
    /// `dataDirectory`; throws unless it exits 0 with every `expect` held.
    func run(_ script: String, dataDirectory: URL, apiURL: URL? = nil, options: [String] = []) throws -> Run {
        let scriptFile = dataDirectory.deletingLastPathComponent()
            .appendingPathComponent("\(dataDirectory.lastPathComponent)-\(UUID().uuidString).script")
        do {
            try Data(script.utf8).write(to: scriptFile)
        } catch {
            throw BenchError("cannot write a script to \(scriptFile.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        let backend = apiURL.map { ["--api-url", $0.absoluteString] } ?? []
        let outcome = try ChildProcess.run(
            path.path,
            ["run", scriptFile.path, "--data-dir", dataDirectory.path, "--json"] + backend + options)
        let events = try ShellEvent.parse(outcome.output)
        guard outcome.status == 0, !events.hasFailedExpectation else {
            let reason = outcome.errorOutput.split(separator: "\n").last.map(String.init) ?? "no message"
            throw BenchError("app-shell exited \(outcome.status) on a benchmark script: \(reason)")
        }
        return Run(outcome: outcome, events: events)
    }
}
