import AppTesting
import Foundation
import Testing

@testable import AppShell

/// A post ID is one rule, worded one way, wherever a script gives one.
@MainActor
struct PostIDRuleTests {
    @Test func windowOpenAndPostOpenRefuseABadIDInTheSameWords() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(
                scriptAt: ScenarioCatalog.path("window-for-missing-post.txt"), dataDirectory: directory)
            #expect(run.status == .success, "\(run.transcript)")
            let events = try run.events()
            func errors(afterLine line: Int) -> [String] {
                let start = events.firstIndex {
                    $0["type"] as? String == "command" && $0["line"] as? Int == line
                }
                guard let start else { return [] }
                let rest = events[(start + 1)...]
                let end = rest.firstIndex { $0["type"] as? String == "command" } ?? events.endIndex
                return events[(start + 1)..<end].filter { $0["type"] as? String == "error" }
                    .compactMap { $0["message"] as? String }
            }
            #expect(errors(afterLine: 8) == ["A post ID has 1 to 64 letters, digits, - or _."])
            #expect(errors(afterLine: 11) == errors(afterLine: 8))
        }
    }
}
