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

    /// `app-shell run Tests/Scenarios/`, as the README invites a newcomer to run it, passes: each
    /// script in a fresh data directory, none of them failing on purpose.
    @Test func theScenarioFolderPassesAsOneRun() async {
        var output: [String] = []
        var errors: [String] = []
        var session = ShellSession(
            options: ShellOptions(
                mode: .runScripts(paths: [ScenarioCatalog.directory.path + "/"], junitReport: nil)))
        session.writeLine = { output.append($0) }
        session.writeError = { errors.append($0) }
        session.logger = LogCapture().logger
        let status = await session.run()
        let count = ScenarioCatalog.passingNames.count
        #expect(status == .success, "\(output.filter { $0.hasPrefix("=== ") })")
        #expect(output.last == "\(count) scripts: \(count) passed, 0 failed")
        #expect(errors == [])
    }

    /// Each script in `failing/` fails the way its first two lines say: the status, and the failed
    /// `expect` or the script error, as the run reports it.
    @Test(arguments: ScenarioCatalog.failingNames)
    func aFailingScenarioFailsTheWayItSays(name: String) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let status = try ScenarioCatalog.expectedStatus(name)
            let failure = try #require(try ScenarioCatalog.expectedFailure(name), "no \"# fails:\" line")
            #expect(status != .success)
            var session = ShellSession(
                options: ShellOptions(
                    mode: .run(scriptPath: ScenarioCatalog.path(name)), dataDirectory: directory, json: true))
            var errors: [String] = []
            session.writeLine = { _ in }
            session.writeError = { errors.append($0) }
            session.logger = LogCapture().logger
            let result = await session.runSession()
            #expect(result.status == status)
            #expect(result.failure == failure)
            #expect(errors == (status == .cannotRun ? ["app-shell: \(failure)"] : []))
        }
    }
}
