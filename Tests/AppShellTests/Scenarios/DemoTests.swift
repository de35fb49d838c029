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

    /// What the demo says it shows, it shows: the expired token's trace holds the refused request,
    /// the one refresh and the replay; the layer table keeps its columns; a long list shows its
    /// first rows and counts the rest, so the tour stays readable.
    @Test func theDemoShowsWhatItNarrates() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            var written: [String] = []
            var session = ShellSession(options: ShellOptions(mode: .demo, dataDirectory: directory))
            session.writeLine = { written.append($0) }
            session.logger = LogCapture().logger
            #expect(await session.run() == .success)
            let text = written.joined(separator: "\n")
            let expired = try #require(text.range(of: "== An expired token, refreshed =="))
            let rest = text[expired.upperBound...]
            let section = String(rest[..<(rest.range(of: "\n== ")?.lowerBound ?? rest.endIndex)])
            #expect(section.contains("GET /v1/me/profile → 401"), "\(section)")
            let refreshes = section.components(separatedBy: "POST /v1/auth/refresh → 200").count - 1
            #expect(refreshes == 2, "the client's request and the backend's answer to it, once")
            #expect(section.contains("GET /v1/me/profile → 200"))
            #expect(text.contains("  App       AppShell reads your line"))
            #expect(text.contains("\n            and hands it to the scope"), "a continued row stays in its column")
            #expect(text.contains("… and 40 more (print shows them all)"))
            #expect(!text.contains("p40  Alice Example #40"), "no screen lists 45 posts whole")
        }
    }
}
