import AppTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What only the real process shows of `run --junit FILE`: a report sent to its own standard output
/// through a link, and a report and summary that a second signal does not undo.
extension ExecutableTests {
    /// Two scripts in `directory/scripts`: `a.txt` runs `hanging` (or passes at once), `b.txt` passes.
    private func batch(in directory: URL, hanging: Bool = false) throws -> URL {
        let scripts = directory.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        let first =
            hanging
            ? try String(
                contentsOf: ScenarioCatalog.directory.appendingPathComponent("signals/hanging-line.txt"),
                encoding: .utf8)
            : "expect state unauthenticated\n"
        try Data(first.utf8).write(to: scripts.appendingPathComponent("a.txt"))
        try Data("expect state unauthenticated\n".utf8).write(to: scripts.appendingPathComponent("b.txt"))
        return scripts
    }

    /// A link to `/proc/self/fd/1` is written through: the report follows the summary on standard
    /// output, and the link is still a link.
    @Test(.timeLimit(.minutes(10)))
    func aReportThroughALinkToStandardOutputFollowsTheSummary() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let scripts = try batch(in: directory)
            let link = directory.appendingPathComponent("stdout.xml").path
            try #require(symlink("/proc/self/fd/1", link) == 0)
            let shell = try ShellProcess(["run", scripts.path + "/", "--junit", link])
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == 0, "\(ending.stderr)")
            let summary = try #require(ending.stdout.range(of: "2 scripts: 2 passed, 0 failed\n"))
            let report = try JUnitXML.parse(Data(ending.stdout[summary.upperBound...].utf8))
            #expect(report.cases.count == 2)
            var status = stat()
            #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        }
    }

    /// SIGINT, then SIGTERM while the app is still terminating (as `timeout` and CI runners send
    /// them): the second ends the termination at once, and the summary and the report are still
    /// written, naming what did not run. With several scripts and with one.
    @Test(.realTimeBound, .timeLimit(.minutes(10)), arguments: [true, false])
    func aSecondSignalStillLeavesTheSummaryAndTheReport(several: Bool) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let scripts = try batch(in: directory, hanging: true)
            let report = directory.appendingPathComponent("report.xml")
            let named = several ? [scripts.path + "/"] : [scripts.appendingPathComponent("a.txt").path]
            let shell = try ShellProcess(["run"] + named + ["--junit", report.path])
            await shell.waitForOutput(containing: "> tab settings")
            shell.send(SIGINT)
            shell.send(SIGTERM)
            let ending = try await shell.end()
            #expect(!ending.killedBySignal)
            #expect([130, 143].contains(ending.status), "\(ending.stderr)")
            #expect(ending.stderr.contains("app-shell: stopped at once by SIG"), "\(ending.stderr)")
            let cases = try JUnitXML.parse(Data(contentsOf: report)).cases
            #expect(cases.first?.name == scripts.appendingPathComponent("a.txt").path)
            #expect(cases.first?.error?.hasPrefix("stopped by SIG") == true, "\(cases.first?.error ?? "")")
            guard several else {
                #expect(cases.count == 1)
                return
            }
            let signal = ending.status == 130 ? "SIGINT" : "SIGTERM"
            #expect(
                ending.stdout.hasSuffix(
                    "2 scripts: 0 passed, 1 failed (\(scripts.path)/a.txt), 1 not run (stopped by \(signal))\n"
                ),
                "\(ending.stdout)")
            #expect(cases.last?.skipped == "not run: the run was stopped by \(signal)")
        }
    }

    /// `--ca-file` naming a FIFO is refused in one line at once, not read until something writes to it.
    @Test(.timeLimit(.minutes(10)))
    func aCAFileThatIsAFIFOIsRefusedAtOnce() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let fifo = directory.appendingPathComponent("ca.pem").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let shell = try ShellProcess(["run", "-", "--ca-file", fifo], limit: 30)
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == 2)
            #expect(ending.stdout.isEmpty)
            #expect(
                ending.stderr.split(separator: "\n").first
                    == "app-shell: --ca-file \(fifo): it is not a regular file (a FIFO, a device or a socket)"
            )
        }
    }
}
