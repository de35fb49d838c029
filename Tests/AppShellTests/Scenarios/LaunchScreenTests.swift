import AppTesting
import Foundation
import Testing

@testable import AppShell

/// On the virtual clock the launch screen stays until `wait` has moved the timers past its minimum.
@MainActor
struct LaunchScreenTests {
    @Test func theLaunchScreenStaysForItsMinimumOnTheVirtualClock() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("s.txt")
            try Data(
                """
                launch
                expect state loading
                expect screen launch
                wait 499
                expect state loading
                wait 1
                expect state unauthenticated
                expect screen sign-in
                """.utf8
            ).write(to: script)
            var written: [String] = []
            var session = ShellSession(
                options: ShellOptions(
                    mode: .run(scriptPath: script.path),
                    dataDirectory: directory.appendingPathComponent("data"),
                    minimumLoadingMilliseconds: 500))
            session.writeLine = { written.append($0) }
            session.logger = LogCapture().logger
            #expect(await session.run() == .success, "\(written.joined(separator: "\n"))")
        }
    }
}

/// The first screen of every launch is `launch`; a restored session then goes straight to the
/// signed-in screen, with nothing in between (no flicker).
@MainActor
struct LaunchScreenOrderTests {
    @Test func aRestoredSessionShowsLaunchThenTheProfileAndNothingBetween() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("s.txt")
            try Data("login alice@example.com correct-horse\nrelaunch\n".utf8).write(to: script)
            let run = await ScenarioRun.run(scriptAt: script.path, dataDirectory: directory.appendingPathComponent("data"))
            #expect(run.status == .success, "\(run.transcript)")
            let events = try run.events()
            let relaunch = try #require(events.firstIndex { $0["type"] as? String == "command" && $0["line"] as? Int == 2 })
            let screens = events[relaunch...].filter { $0["type"] as? String == "screen" && $0["window"] as? String == "main" }
            #expect(screens.map { $0["screen"] as? String } == ["launch", "profile"])
        }
    }

    @Test func aFreshInstallShowsLaunchFirst() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = directory.appendingPathComponent("s.txt")
            try Data("expect state unauthenticated\n".utf8).write(to: script)
            let run = await ScenarioRun.run(scriptAt: script.path, dataDirectory: directory.appendingPathComponent("data"))
            let screens = try run.events().filter { $0["type"] as? String == "screen" }
            #expect(screens.map { $0["screen"] as? String } == ["launch", "sign-in"])
        }
    }
}
