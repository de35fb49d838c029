import AppTesting
import Foundation
import Testing

@testable import AppShell

/// What `run` does when a script cannot run (2) or an `expect` fails (1).
@MainActor
struct ExitStatusTests {
    private func run(_ script: String, in directory: URL) async throws -> ScenarioRun {
        let file = directory.appendingPathComponent("script.txt")
        try Data(script.utf8).write(to: file)
        return await ScenarioRun.run(
            scriptAt: file.path, json: true, dataDirectory: directory.appendingPathComponent("data"))
    }

    @Test func aScriptErrorRunsNothingAndNamesTheLine() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = try await run(
                "login alice@example.com correct-horse\nexpect state authenticated\ntab home\n", in: directory
            )
            #expect(run.status == .cannotRun)
            #expect(run.output.isEmpty)
            #expect(
                run.errors == [
                    #"app-shell: line 3: "home" is not one of: profile, settings (usage: tab profile|settings)"#
                ])
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data").path))
        }
    }

    /// `expect text` reads the window's screen as rendered; when the text is not there, the failure
    /// shows the screen it read.
    @Test func expectTextReadsTheRenderedScreen() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = try await run(
                """
                login alice@example.com correct-horse
                expect text "Writes about modular apps."
                expect text "Bio         Writes" --window main
                expect text "Nobody here"
                """, in: directory)
            #expect(run.status == .expectationFailed, "\(run.transcript)")
            let expectations = try run.events().filter { $0["type"] as? String == "expect" }
            #expect(expectations.map { $0["ok"] as? Bool } == [true, true, false])
            let found = try #require(expectations.last?["found"] as? String)
            #expect(found.hasPrefix("profile, which shows:\n    Alice Example"), "\(found)")
            #expect(found.contains("\n      Bio         Writes about modular apps.\n"), "\(found)")
        }
    }

    @Test func aMissingScriptIsAnErrorToo() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(
                scriptAt: directory.appendingPathComponent("nope.txt").path, dataDirectory: directory)
            #expect(run.status == .cannotRun)
            #expect(
                run.errors == [
                    "app-shell: cannot read the script \(directory.appendingPathComponent("nope.txt").path): no such file"
                ])
        }
    }

    @Test func aFailedExpectStopsTheScriptThereWithStatus1() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = try await run(
                "expect state authenticated\nlogin alice@example.com correct-horse\n", in: directory)
            #expect(run.status == .expectationFailed)
            let events = try run.events()
            let last = try #require(events.last)
            #expect(last["type"] as? String == "expect")
            #expect(last["ok"] as? Bool == false)
            #expect(last["line"] as? Int == 1)
            #expect(last["expected"] as? String == "authenticated")
            #expect(last["found"] as? String == "unauthenticated")
            #expect(!events.contains { $0["type"] as? String == "command" && $0["line"] as? Int == 2 })
        }
    }

    @Test func everyHeldExpectGivesStatus0() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = try await run(
                "expect state unauthenticated\nexpect screen sign-in\nexpect windows 1\n", in: directory)
            #expect(run.status == .success, "\(run.transcript)")
            #expect(try run.events().filter { $0["type"] as? String == "expect" }.count == 3)
        }
    }
}
