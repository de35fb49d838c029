import AppTesting
import Foundation
import Testing

/// `app-shell run DIR/ --junit FILE`, as the real process ends it.
extension ExecutableTests {
    @Test(.timeLimit(.minutes(1)))
    func severalScriptsEndInOneSummaryLineAReportAndStatus1() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let scripts = directory.appendingPathComponent("scripts")
            try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
            try Data("login alice@example.com correct-horse\nexpect state authenticated\n".utf8)
                .write(to: scripts.appendingPathComponent("a.txt"))
            try Data("expect windows 2\n".utf8).write(to: scripts.appendingPathComponent("b.txt"))
            let report = directory.appendingPathComponent("report.xml")
            let shell = try ShellProcess(["run", scripts.path + "/", "--junit", report.path])
            shell.endInput()
            let ending = try await shell.end()
            #expect(ending.status == 1, "\(ending.stderr)")
            #expect(ending.stdout.split(separator: "\n").last == "2 scripts: 1 passed, 1 failed (\(scripts.path)/b.txt)")
            let parsed = try JUnitXML.parse(Data(contentsOf: report))
            #expect(parsed.cases.map(\.name) == ["\(scripts.path)/a.txt", "\(scripts.path)/b.txt"])
            #expect(parsed.cases.last?.failure == "line 1: expected 2, found 1 (main)")
        }
    }
}
