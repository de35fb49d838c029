import AppTesting
import Foundation
import Testing

/// Two real `app-shell` processes on one data directory: the second is refused while the first
/// holds it, and a holder killed with SIGKILL never blocks the next run.
@Suite(.serialized)
struct DataDirectoryInUseTests {
    @Test func aSecondAppShellIsRefusedWithOneLineNamingTheFirst() async throws {
        try await ScratchDirectory.with("fault-lock") { directory in
            let data = directory.appendingPathComponent("data")
            let script = try Self.script(in: directory)
            let holder = try RunningAppShell(
                ["--data-dir", data.path, "--json", "--min-loading-ms", "0"],
                typing: "expect state unauthenticated")
            #expect(await holder.firstOutput())

            let second = try await AppShellProcess.run(["run", script.path, "--data-dir", data.path])

            #expect(second.status == 2)
            #expect(second.stdout.isEmpty)
            #expect(
                second.stderr
                    == "app-shell: the data directory \(data.path) is in use by another app-shell (pid \(holder.processIdentifier))\n"
            )
            #expect(await holder.finish() == 0)
        }
    }

    @Test func aKilledHolderDoesNotBlockTheNextRun() async throws {
        try await ScratchDirectory.with("fault-lock") { directory in
            let data = directory.appendingPathComponent("data")
            let busy = directory.appendingPathComponent("busy.txt")
            let lines =
                ["login alice@example.com correct-horse"]
                + Array(repeating: "tab settings\ntab profile", count: 50)
            try Data(lines.joined(separator: "\n").utf8).write(to: busy)
            let killed = try await AppShellProcess.run(
                ["run", busy.path, "--data-dir", data.path, "--json"], killAfterLines: 1)
            #expect(killed.killed)

            // Whether the login had finished when the kill landed varies, so the next run checks
            // only that it runs: it takes the lock and ends cleanly.
            let anyState = directory.appendingPathComponent("any-state.txt")
            try Data("expect windows 1\n".utf8).write(to: anyState)
            let next = try await AppShellProcess.run(["run", anyState.path, "--data-dir", data.path])

            #expect(next.status == 0, "\(next.stderr)")
        }
    }

    private static func script(in directory: URL) throws -> URL {
        let script = directory.appendingPathComponent("script.txt")
        try Data("expect state unauthenticated\n".utf8).write(to: script)
        return script
    }
}
