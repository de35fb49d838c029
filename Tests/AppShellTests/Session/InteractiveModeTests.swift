import AppTesting
import Foundation
import Testing

@testable import AppShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Interactive mode: lines typed (or piped in) one by one, on the launch's real timing.
@MainActor
struct InteractiveModeTests {
    /// Types the lines of `Tests/Scenarios/interactive/<name>`, then Ctrl-D.
    private func typeScenario(_ name: String, into shell: InteractiveRun) throws {
        let path = ScenarioCatalog.directory.appendingPathComponent("interactive").appendingPathComponent(
            name)
        for line in try String(contentsOf: path, encoding: .utf8).split(separator: "\n") {
            shell.type(String(line))
        }
        shell.endInput()
    }

    private func errorMessages(_ shell: InteractiveRun) -> [String] {
        shell.events.filter { $0["type"] as? String == "error" }.compactMap { $0["message"] as? String }
    }

    @Test func theFirstCommandRunsOnceTheLaunchScreenIsOver() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(dataDirectory: directory)
            try typeScenario("first-command-after-launch.txt", into: shell)
            #expect(await shell.run() == .success, "\(shell.transcript)")
            #expect(errorMessages(shell) == [])
            let states = shell.events.filter { $0["type"] as? String == "transition" }.compactMap {
                $0["to"] as? String
            }
            #expect(states == ["unauthenticated", "authenticated"])
        }
    }

    @Test func aLineLongerThanTheLimitIsReportedAndTheSessionGoesOn() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(dataDirectory: directory)
            shell.typeTooLong()
            shell.type("expect windows 1")
            shell.endInput()
            #expect(await shell.run() == .success, "\(shell.transcript)")
            #expect(shell.errors == ["a line longer than 1 MiB was passed over (help lists every command)"])
            #expect(shell.events.filter { $0["type"] as? String == "expect" }.count == 1)
        }
    }

    @Test func helpWithACommandShowsThatCommandInFullAndHelpAloneEveryGroup() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(json: false, dataDirectory: directory)
            shell.type("help settings set")
            shell.type("help")
            shell.endInput()
            #expect(await shell.run() == .success, "\(shell.transcript)")
            let text = shell.output.joined(separator: "\n")
            #expect(text.contains("settings set KEY VALUE\n  Change a setting:"))
            #expect(text.contains("  Offered on: every settings screen"))
            #expect(text.contains("Signing in and out\n  login EMAIL PASSWORD"))
        }
    }

    @Test func theNextLineIsReadOnlyOnceTheLineBeforeItHasRun() async throws {
        // Endless input whose 21st line is `quit`: a session reading ahead would take more.
        actor Input {
            var taken = 0
            func next() -> InputLine {
                taken += 1
                return .text(taken == 21 ? "quit" : "expect windows 1")
            }
        }
        let input = Input()
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(dataDirectory: directory) { AsyncStream { await input.next() } }
            #expect(await shell.run() == .success, "\(shell.transcript)")
            #expect(shell.events.filter { $0["type"] as? String == "expect" }.count == 20)
        }
        #expect(await input.taken == 21)
    }

    @Test func aFailedExpectMakesTheStatus1AndTheSessionGoesOn() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(dataDirectory: directory)
            try typeScenario("failed-expect.txt", into: shell)
            #expect(await shell.run() == .expectationFailed, "\(shell.transcript)")
            let results = shell.events.filter { $0["type"] as? String == "expect" }.compactMap {
                $0["ok"] as? Bool
            }
            #expect(results == [false, true])
        }
    }

    @Test func aCommandTypedOnTheTerminalIsShownOnce() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(json: false, onTerminal: true, dataDirectory: directory)
            shell.type("tab settings")
            shell.endInput()
            _ = await shell.run()
            #expect(!shell.output.contains { $0.hasPrefix("> ") }, "\(shell.transcript)")
            #expect(shell.prompts.hasPrefix("app-shell "), "the banner first")
            #expect(shell.prompts.hasSuffix("app> \n"))
        }
    }

    @Test func aPipedCommandIsEchoed() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(json: false, dataDirectory: directory)
            shell.type("tab settings")
            shell.endInput()
            _ = await shell.run()
            #expect(shell.output.contains("> tab settings"), "\(shell.transcript)")
            #expect(shell.prompts == "")
        }
    }

    @Test func ctrlDOnTheTerminalEndsThePromptLine() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(onTerminal: true, dataDirectory: directory)
            shell.endInput()
            #expect(await shell.run() == .success)
            #expect(shell.prompts == "app> \n")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func ctrlCCancelsTheLineInFlightAndThePromptComesBack() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(onTerminal: true, dataDirectory: directory)
            let session = Task { await shell.run() }
            shell.type("login alice@example.com correct-horse")
            shell.type("backend latency 60000")
            shell.type("tab settings")
            await shell.waitForOutput(containing: #""text":"tab settings""#)
            shell.send(SIGINT)
            shell.type("backend latency 0")
            shell.type("expect state authenticated")
            shell.endInput()
            #expect(await session.value == .success, "\(shell.transcript)")
            let results = shell.events.filter { $0["type"] as? String == "expect" }.compactMap {
                $0["ok"] as? Bool
            }
            #expect(results == [true], "\(shell.transcript)")
            #expect(shell.prompts == "app> app> app> \napp> app> app> \n")
        }
    }

    @Test func ctrlCAtAnIdlePromptEndsTheSessionCleanly() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(onTerminal: true, dataDirectory: directory)
            let session = Task { await shell.run() }
            shell.type("login alice@example.com correct-horse")
            shell.type("expect state authenticated")
            await shell.waitForOutput(containing: #""type":"expect""#)
            shell.send(SIGINT)
            #expect(await session.value == .success, "\(shell.transcript)")
            #expect(shell.prompts == "app> app> app> \n")
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("scenes.json").path))
        }
    }

    @Test func sigtermEndsTheSessionWith143() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let shell = InteractiveRun(dataDirectory: directory)
            let session = Task { await shell.run() }
            shell.type("login alice@example.com correct-horse")
            await shell.waitForOutput(containing: #""to":"authenticated""#)
            shell.send(SIGTERM)
            #expect(await session.value == .terminated, "\(shell.transcript)")
            #expect(shell.errors == ["app-shell: stopped by SIGTERM"])
        }
    }
}
