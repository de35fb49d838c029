import Foundation
import Testing

/// The crash test's files and runs: the scripts and the data directory every run shares.
struct CrashRun {
    let directory: URL

    /// The data directory: the app's files and the embedded backend's, across every run.
    var data: URL { directory.appendingPathComponent("data", isDirectory: true) }
    private var script: URL { directory.appendingPathComponent("crash.txt") }
    private var relaunchScript: URL { directory.appendingPathComponent("relaunch.txt") }

    func writeScripts() throws {
        try Data(CrashScript.text.utf8).write(to: script)
        try Data(CrashScript.relaunch.utf8).write(to: relaunchScript)
    }

    /// Runs the crash script, killed after `killAfterLines` printed lines unless nil.
    func runScript(killAfterLines: Int?) async throws -> AppShellProcess.Run {
        try await AppShellProcess.run(
            ["run", script.path, "--json", "--data-dir", data.path], killAfterLines: killAfterLines)
    }

    /// Launches on what the last run left and ends cleanly; returns what it printed.
    @discardableResult
    func relaunch() async throws -> ShellEvents {
        let run = try await AppShellProcess.run([
            "run", relaunchScript.path, "--json", "--data-dir", data.path,
        ])
        try #require(run.status == 0 && !run.killed && !run.crashed, "the relaunch failed:\n\(run.stderr)")
        return ShellEvents(run.lines)
    }
}
