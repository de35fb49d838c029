import AppTesting
import Foundation
import Testing

@testable import AppShell

/// `app-shell run A.txt B.txt DIR/`: every script checked first, each run in a fresh data directory
/// (or in turn in `--data-dir`), past a failure, one summary line, status 0 only when all passed.
@MainActor
struct ScriptBatchTests {
    private struct Run {
        let status: ShellExitStatus
        let output: [String]
        let errors: [String]
    }

    private static let signUp = """
        signup newcomer@example.com pass1234x "New Comer"
        expect state onboarding:welcome
        """

    /// Runs `app-shell run PATHS...` in-process, with `variables` as the environment.
    private func run(
        _ paths: [String], json: Bool = false, dataDirectory: URL? = nil, junitReport: String? = nil,
        variables: [String: String] = [:], signals: SignalHandling = .none,
        onOutput: @escaping (String) -> Void = { _ in }
    ) async -> Run {
        var output: [String] = []
        var errors: [String] = []
        var session = ShellSession(
            options: ShellOptions(
                mode: .runScripts(paths: paths, junitReport: junitReport), dataDirectory: dataDirectory,
                json: json))
        session.writeLine = {
            output.append($0)
            onOutput($0)
        }
        session.writeError = { errors.append($0) }
        session.environment = { .success(variables[$0]) }
        session.logger = LogCapture().logger
        session.signals = signals
        let status = await session.run()
        return Run(status: status, output: output, errors: errors)
    }

    private func write(_ files: [String: String], in directory: URL) throws {
        for (name, text) in files {
            let file = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    @Test func eachScriptRunsInAFreshDataDirectoryAndTheRunGoesOnPastAFailure() async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(
                ["a.txt": Self.signUp, "b.txt": "expect state authenticated\n", "c.txt": Self.signUp],
                in: directory)
            let run = await run([directory.path])
            #expect(run.status == .expectationFailed)
            let path = { (name: String) in directory.appendingPathComponent(name).path }
            #expect(
                run.output.filter { $0.hasPrefix("=== ") && !$0.contains(": ") }
                    == ["a", "b", "c"].map { "=== \(path("\($0).txt"))" })
            #expect(run.output.contains { $0.hasPrefix("=== \(path("c.txt")): passed (") })
            #expect(run.output.contains { $0.hasPrefix("=== \(path("b.txt")): failed, status 1 (") })
            #expect(run.output.last == "3 scripts: 2 passed, 1 failed (\(path("b.txt")))")
            #expect(run.errors == [])
        }
    }

    /// With `--data-dir`, the scripts share it one after another: the second finds the session the
    /// first signed in, which a fresh data directory would not hold.
    @Test(arguments: [true, false])
    func withADataDirectoryTheScriptsShareItInTurn(shared: Bool) async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(
                [
                    "a.txt": "login alice@example.com correct-horse\nexpect state authenticated\n",
                    "b.txt": "expect state authenticated\n",
                ], in: directory)
            let b = directory.appendingPathComponent("b.txt").path
            let run = await run(
                [directory.appendingPathComponent("a.txt").path, b],
                dataDirectory: shared ? directory.appendingPathComponent("data") : nil)
            #expect(run.status == (shared ? .success : .expectationFailed))
            #expect(
                run.output.last
                    == (shared ? "2 scripts: 2 passed, 0 failed" : "2 scripts: 1 passed, 1 failed (\(b))"))
        }
    }

    @Test func aDirectoryGivesItsTxtFilesSortedByNameAndNothingElse() async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(
                [
                    "b.txt": "launch\n", "a.txt": "launch\n", "B.txt": "launch\n", ".hidden.txt": "launch\n",
                    "notes.md": "launch\n", "sub/c.txt": "launch\n", "folder.txt/d.txt": "launch\n",
                ], in: directory)
            let run = await run([directory.path + "/"], json: true)
            #expect(run.status == .success)
            let started = try run.output.compactMap { line -> String? in
                let event = try #require(
                    JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return event["type"] as? String == "script" ? event["path"] as? String : nil
            }
            #expect(started == ["B.txt", "a.txt", "b.txt"].map { directory.path + "/" + $0 })
        }
    }

    @Test func inJSONEachScriptAndTheSummaryAreEvents() async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(["a.txt": "launch\n", "b.txt": "expect windows 2\n"], in: directory)
            let run = await run([directory.path], json: true)
            let events = try run.output.map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let ends = events.filter { $0["type"] as? String == "script-end" }
            #expect(ends.map { $0["passed"] as? Bool } == [true, false])
            #expect(ends.map { $0["status"] as? Int } == [0, 1])
            #expect(ends.allSatisfy { $0["ms"] is Int && $0["t"] is Int })
            let summary = try #require(events.last)
            #expect(summary["type"] as? String == "summary")
            #expect(summary["scripts"] as? Int == 2)
            #expect(summary["passed"] as? Int == 1)
            #expect(summary["failed"] as? Int == 1)
            #expect(summary["not-run"] as? Int == 0)
        }
    }

    /// A script that cannot run, anywhere in the list, stops the whole run before the first line of
    /// the first script: nothing is printed but the one line naming it.
    @Test(arguments: [
        (
            "launch\ntab home\n",
            #"b.txt: line 2: "home" is not one of: profile, settings (usage: tab profile|settings)"#
        ),
        ("launch\nlogin ${EMAIL} ${PASSWORD}\n", "b.txt: line 2: ${PASSWORD} is not set in the environment"),
    ])
    func everyScriptIsCheckedBeforeTheFirstRuns(script: String, refusal: String) async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(["a.txt": "launch\n", "b.txt": script], in: directory)
            let run = await run([directory.path], variables: ["EMAIL": "alice@example.com"])
            #expect(run.status == .cannotRun)
            #expect(run.output == [])
            #expect(run.errors == ["app-shell: \(directory.path)/\(refusal)"])
        }
    }

    /// Each path is under the test's directory, written `DIR`; so is the refusal.
    @Test(arguments: [
        (["-", "DIR/a.txt"], "- (a script from standard input) runs on its own, not with other scripts"),
        (["DIR/a.txt", "DIR/missing.txt"], "cannot read the script DIR/missing.txt: no such file"),
        (["DIR/empty"], "the folder DIR/empty holds no script (*.txt)"),
    ])
    func aRunThatCannotStartIsOneLineAndStatus2(paths: [String], refusal: String) async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(["a.txt": "launch\n"], in: directory)
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("empty"), withIntermediateDirectories: false)
            let inDirectory = { (text: String) in text.replacingOccurrences(of: "DIR", with: directory.path) }
            let run = await run(paths.map(inDirectory))
            #expect(run.status == .cannotRun)
            #expect(run.output == [])
            #expect(run.errors == ["app-shell: " + inDirectory(refusal)])
        }
    }

    @Test func moreScriptsThanTheLimitAreRefused() async throws {
        try await ScratchDirectory.with("batch") { directory in
            for index in 0...ScriptPaths.limit {
                try Data().write(to: directory.appendingPathComponent("s\(index).txt"))
            }
            let run = await run([directory.path])
            #expect(run.status == .cannotRun)
            #expect(
                run.errors == ["app-shell: more than 1000 scripts in one run; run them in smaller groups"])
        }
    }

    /// A script's name in bytes that are not UTF-8 would name another file once read as text.
    @Test func aScriptNameThatIsNotUTF8IsRefused() async throws {
        try await ScratchDirectory.with("batch") { directory in
            let name = Array((directory.path + "/caf").utf8) + [0xE9] + Array(".txt".utf8) + [0]
            let descriptor = name.withUnsafeBufferPointer { path in
                path.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
            }
            try #require(descriptor >= 0)
            close(descriptor)
            let run = await run([directory.path])
            #expect(run.status == .cannotRun)
            #expect(
                run.errors == [
                    "app-shell: the folder \(directory.path) holds a script whose name is not UTF-8 text"
                ])
        }
    }

    /// A `*.txt` link in a folder that loops, or leads nowhere, is reported before anything runs,
    /// not passed over as if the script were not there.
    @Test(arguments: [
        ("loop.txt", "loop.txt", "a link that loops"), ("gone.txt", "missing.txt", "a link to nothing"),
    ])
    func aLinkInAFolderThatLeadsToNoScriptIsRefused(name: String, target: String, reason: String) async throws
    {
        try await ScratchDirectory.with("batch") { directory in
            try write(["a.txt": "launch\n"], in: directory)
            let link = directory.appendingPathComponent(name).path
            try #require(symlink(directory.appendingPathComponent(target).path, link) == 0)
            let run = await run([directory.path])
            #expect(run.status == .cannotRun)
            #expect(run.output == [])
            #expect(run.errors == ["app-shell: the script \(link) is \(reason)"])
        }
    }

    /// One script runs exactly as `run FILE` always has: not a line more.
    @Test func oneScriptPrintsExactlyWhatItAlwaysHas() async throws {
        try await ScratchDirectory.with("batch") { directory in
            let script = directory.appendingPathComponent("sign-in.txt")
            try Data(try ScenarioCatalog.text("sign-in.txt").utf8).write(to: script)
            let alone = await run([script.path], dataDirectory: directory.appendingPathComponent("one"))
            let before = await ScenarioRun.run(
                scriptAt: script.path, json: false, dataDirectory: directory.appendingPathComponent("two"))
            #expect(alone.status == before.status)
            #expect(alone.output == before.output)
            #expect(alone.errors == before.errors)
        }
    }

    /// The report holds a test case per script with its time, and a failed `expect` as the case's
    /// failure with its line; a name and a text full of markup and control characters read back.
    @Test func theReportHasACasePerScriptAndTheFailedExpectWithItsLine() async throws {
        try await ScratchDirectory.with("batch") { directory in
            let hostile = "a<&\"']]>\u{1}b.txt"
            try write(
                [
                    "ok.txt": "expect state unauthenticated\n",
                    hostile: "launch\nexpect error \"<&']]>\u{7}\"\n",
                ],
                in: directory)
            let report = directory.appendingPathComponent("report.xml")
            let run = await run([directory.path], junitReport: report.path)
            #expect(run.status == .expectationFailed)
            let parsed = try JUnitXML.parse(Data(contentsOf: report))
            #expect(parsed.suites.first?["tests"] == "2")
            #expect(parsed.suites.first?["failures"] == "1")
            #expect(
                parsed.cases.map(\.name) == [
                    directory.path + "/a<&\"']]>\u{FFFD}b.txt", directory.path + "/ok.txt",
                ])
            #expect(
                parsed.cases.first?.failure
                    == "line 2: expected an error containing \"<&']]>\u{FFFD}\", found no error since launch")
            #expect(parsed.cases.last?.failure == nil)
            #expect(parsed.cases.allSatisfy { Double($0.time) != nil })
        }
    }

    /// One script with `--junit` prints what it always has, and writes a report of one case.
    @Test func oneScriptWithAReportWritesOneCase() async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(["a.txt": "expect state authenticated\n"], in: directory)
            let report = directory.appendingPathComponent("report.xml")
            let run = await run(
                [directory.appendingPathComponent("a.txt").path],
                dataDirectory: directory.appendingPathComponent("data"),
                junitReport: report.path)
            #expect(run.status == .expectationFailed)
            #expect(!run.output.contains { $0.hasPrefix("=== ") || $0.contains("scripts:") })
            let parsed = try JUnitXML.parse(Data(contentsOf: report))
            #expect(parsed.cases.count == 1)
            #expect(parsed.cases.first?.failure == "line 1: expected authenticated, found unauthenticated")
        }
    }

    /// A signal stops the run before the next script: the summary and the report say what did not
    /// run, and the status is the signal's.
    @Test func aSignalStopsTheRunBeforeTheNextScript() async throws {
        try await ScratchDirectory.with("batch") { directory in
            try write(["a.txt": "launch\n", "b.txt": "launch\n"], in: directory)
            let (numbers, signal) = AsyncStream.makeStream(of: Int32.self)
            let signals = SignalHandling(numbers: { numbers }, exitAtOnce: { _ in })
            let report = directory.appendingPathComponent("report.xml")
            let run = await run([directory.path], junitReport: report.path, signals: signals) { line in
                if line.hasPrefix("=== ") { signal.yield(SIGTERM) }
            }
            #expect(run.status == .terminated)
            #expect(!run.output.contains("=== \(directory.path)/b.txt"))
            #expect(run.output.last?.hasSuffix(", 1 not run (stopped by SIGTERM)") == true, "\(run.output)")
            let parsed = try JUnitXML.parse(Data(contentsOf: report))
            #expect(parsed.cases.map(\.name) == ["a.txt", "b.txt"].map { directory.path + "/" + $0 })
            #expect(parsed.cases.last?.skipped == "not run: the run was stopped by SIGTERM")
        }
    }
}
