import AppTesting
import Foundation
import Testing

@testable import AppShell

/// The demo runs every flow start to finish and proves it with its own `expect` lines.
@MainActor
struct DemoTests {
    @Test func theDemoScriptIsWellFormed() throws {
        let script = try ScriptChecker.check(DemoScript.text, backendAvailable: true)
        #expect(script.lines.contains { if case .expect = $0.command { true } else { false } })
    }

    @Test func theDemoRunsToTheEndWithEveryExpectationHeld() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            var written: [String] = []
            var session = ShellSession(options: ShellOptions(mode: .demo, dataDirectory: directory))
            session.writeLine = { written.append($0) }
            session.writeError = { written.append("stderr: \($0)") }
            session.logger = LogCapture().logger
            let status = await session.run()
            #expect(status == .success, "\(written.joined(separator: "\n"))")
            #expect(written.contains("\n== Background and relaunch, with restoration =="))
            #expect(!written.contains { $0.contains("EXPECT FAILED") })
        }
    }
}
