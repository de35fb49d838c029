import AppTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Real SIGINT and SIGTERM sent to the real process: what only a process shows (the signals are
/// caught at all, and the exit status). In `ExecutableTests`, so one subprocess runs at a time.
extension ExecutableTests {
    private var hangingLine: String {
        ScenarioCatalog.directory.appendingPathComponent("signals/hanging-line.txt").path
    }

    @Test(.realTimeBound, .timeLimit(.minutes(10)))
    func sigtermDuringARunSavesTheScenesAndExitsWith143WithinTheBound() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = try ShellProcess(["run", hangingLine, "--json", "--data-dir", directory.path])
            await shell.waitForOutput(containing: #""text":"tab settings""#)
            shell.send(SIGTERM)
            let ending = try await shell.end()
            #expect(!ending.killedBySignal)
            #expect(ending.status == 143, "\(ending.stderr)")
            // stderr also carries the app's log lines (a slow run, under ThreadSanitizer, logs an
            // upload that failed as the backend went away); the shell's own say one thing, and on
            // a loaded machine may add that a line still being written at the bound was dropped.
            let own = ending.stderr.split(separator: "\n").filter { $0.hasPrefix("app-shell:") }
            #expect(
                own.first
                    == "app-shell: stopped by SIGTERM; the app did not finish terminating within 2.0 seconds, so unsent analytics stay queued for the next run",
                "\(ending.stderr)")
            #expect(
                own.dropFirst().allSatisfy {
                    $0.hasSuffix("of output were dropped: nothing read them before the process had to end")
                }, "\(ending.stderr)")
            #expect(own.count <= 2, "\(ending.stderr)")
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("scenes.json").path))
        }
    }

    @Test(.realTimeBound, .timeLimit(.minutes(10)))
    func ctrlCCancelsAHangingInteractiveLineAndTheSessionGoesOn() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = try ShellProcess(["--json", "--data-dir", directory.path])
            for line in try String(contentsOfFile: hangingLine, encoding: .utf8).split(separator: "\n")
            where !line.hasPrefix("#") {
                shell.type(String(line))
            }
            await shell.waitForOutput(containing: #""text":"tab settings""#)
            shell.send(SIGINT)
            shell.type("backend latency 0")
            shell.type("quit")
            let ending = try await shell.end()
            #expect(!ending.killedBySignal)
            #expect(ending.status == 0, "\(ending.stderr)")
            #expect(ending.stdout.contains(#""type":"expect","#), "\(ending.stdout)")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func ctrlCAtAnIdleInteractivePromptEndsTheSessionCleanly() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = try ShellProcess(["--json", "--data-dir", directory.path])
            shell.type("login alice@example.com correct-horse")
            shell.type("expect state authenticated")
            await shell.waitForOutput(containing: #""type":"expect""#)
            shell.send(SIGINT)
            let ending = try await shell.end()
            #expect(!ending.killedBySignal)
            #expect(ending.status == 0, "\(ending.stderr)")
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("scenes.json").path))
        }
    }

    /// Closing the terminal (SIGHUP) and Ctrl-\ (SIGQUIT) end the session as SIGTERM does: the
    /// scene state is saved, so the post window comes back at the next launch, and the status is
    /// 128 plus the signal's number. Never a crash report, never a session that carries on.
    @Test(.realTimeBound, .timeLimit(.minutes(10)), arguments: [(SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT")])
    func aHangUpOrAQuitEndsTheSessionCleanlyAndKeepsThePostWindows(signal: Int32, name: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let data = directory.appendingPathComponent("data")
            let shell = try ShellProcess(["--json", "--data-dir", data.path])
            shell.type("login alice@example.com correct-horse")
            shell.type("window open post p5")
            shell.type("expect windows 2")
            await shell.waitForOutput(containing: #""type":"expect""#)
            shell.send(signal)
            let ending = try await shell.end()
            #expect(!ending.killedBySignal)
            #expect(ending.status == 128 + signal, "\(ending.stderr)")
            #expect(
                ending.stderr.split(separator: "\n").filter { $0.hasPrefix("app-shell:") } == [
                    "app-shell: stopped by \(name)"[...]
                ], "\(ending.stderr)")
            #expect(
                !ending.stderr.contains("crashed") && !ending.stderr.contains("Backtrac"), "\(ending.stderr)")

            let script = directory.appendingPathComponent("restored.txt")
            try Data("expect windows 2\nexpect screen post:p5 --window post-p5\n".utf8).write(to: script)
            let next = try await ShellProcess(["run", script.path, "--data-dir", data.path]).end()
            #expect(next.status == 0, "\(next.stdout)\n\(next.stderr)")
        }
    }
}
