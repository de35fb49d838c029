import AppTesting
import Foundation
import Testing

/// `app-shell run DIR/ --junit FILE` and `demo --api-url`, as the real process ends them.
extension ExecutableTests {
    /// The run's status is 0 only when every script passed; either way it ends in one summary line
    /// and the report.
    @Test(.timeLimit(.minutes(10)), arguments: [false, true])
    func severalScriptsEndInOneSummaryLineAReportAndTheirStatus(allPass: Bool) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let scripts = directory.appendingPathComponent("scripts")
            try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
            try Data("login alice@example.com correct-horse\nexpect state authenticated\n".utf8)
                .write(to: scripts.appendingPathComponent("a.txt"))
            try Data("expect windows \(allPass ? 1 : 2)\n".utf8).write(
                to: scripts.appendingPathComponent("b.txt"))
            let report = directory.appendingPathComponent("report.xml")
            let shell = try ShellProcess(["run", scripts.path + "/", "--junit", report.path])
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == (allPass ? 0 : 1), "\(ending.stderr)")
            #expect(ending.stderr.isEmpty)
            #expect(
                ending.stdout.split(separator: "\n").last
                    == (allPass
                        ? "2 scripts: 2 passed, 0 failed"
                        : "2 scripts: 1 passed, 1 failed (\(scripts.path)/b.txt)"))
            let parsed = try JUnitXML.parse(Data(contentsOf: report))
            #expect(parsed.cases.map(\.name) == ["\(scripts.path)/a.txt", "\(scripts.path)/b.txt"])
            #expect(parsed.cases.last?.failure == (allPass ? nil : "line 1: expected 2, found 1 (main)"))
        }
    }

    /// The demo's tour needs the embedded backend, so `--api-url` is refused before anything starts,
    /// never half-way.
    @Test(.timeLimit(.minutes(10)))
    func theDemoWithAnAPIURLIsRefusedAtOnce() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let data = directory.appendingPathComponent("data")
            let shell = try ShellProcess(["demo", "--api-url", "http://127.0.0.1:9", "--data-dir", data.path])
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == 2)
            #expect(ending.stdout.isEmpty)
            #expect(
                ending.stderr
                    == "app-shell: demo tours the embedded backend (it signs up an account and sets its faults),"
                    + " so it takes no --api-url or --ca-file; use run or the prompt against another server\n"
                    + "See 'app-shell demo --help' for more information.\n")
            #expect(!FileManager.default.fileExists(atPath: data.path))
        }
    }
}
