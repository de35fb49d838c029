import AppTesting
import Foundation
import Testing

@testable import AppShell

/// Every script under `Tests/Scenarios`, run through the shell library as `app-shell run` runs it.
@MainActor
struct ScenarioTests {
    @Test(arguments: ScenarioCatalog.names)
    func endsWithItsExpectedStatus(name: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let expected = try ScenarioCatalog.expectedStatus(name)
            let run = await ScenarioRun.run(
                scriptAt: ScenarioCatalog.path(name), json: false, dataDirectory: directory)
            #expect(run.status == expected, "\(run.transcript)")
        }
    }

    @Test(arguments: ScenarioCatalog.names)
    func printsOnlyJSONObjectsAndNoSecrets(name: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(
                scriptAt: ScenarioCatalog.path(name), json: true, dataDirectory: directory)
            for event in try run.events() {
                #expect(event["type"] is String, "\(event)")
                #expect(event["t"] is Int, "\(event)")
            }
            let scan = PrivacyScan(
                passwords: try ScenarioCatalog.passwords(name), tokens: PrivacyScan.tokens(in: directory))
            #expect(try scan.violations(in: run) == [])
        }
    }

    @Test(arguments: ScenarioCatalog.names)
    func reportsOneContinuousStoryWithEachViewAfterItsScreen(name: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(
                scriptAt: ScenarioCatalog.path(name), json: true, dataDirectory: directory)
            let stream = EventStream(try run.events())
            #expect(stream.discontinuities == [])
            #expect(stream.viewsBeforeTheirScreens == [])
        }
    }
}
