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

/// The launch a script's first command sets off runs to its end, launch-screen minimum included,
/// in `run` as in interactive mode: the virtual clock is moved past the minimum, as real time
/// passes it at a prompt. An explicit `launch` still leaves it to `wait` (above).
@MainActor
struct ImplicitLaunchTests {
    @Test(arguments: [0, 500, 5_000])
    func aFirstLoginMeetsTheSignInScreenWhateverTheLaunchMinimum(milliseconds: Int) async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            // The scenario interactive mode's tests type at a prompt.
            let script = ScenarioCatalog.directory.appendingPathComponent(
                "interactive/first-command-after-launch.txt")
            var written: [String] = []
            var session = ShellSession(
                options: ShellOptions(
                    mode: .run(scriptPath: script.path), dataDirectory: directory, json: true,
                    minimumLoadingMilliseconds: milliseconds))
            session.writeLine = { written.append($0) }
            session.logger = LogCapture().logger
            #expect(await session.run() == .success, "\(written.joined(separator: "\n"))")
            let states = written.filter { $0.contains(#""type":"transition""#) }
            #expect(states.count == 2, "\(states)")
            #expect(states.first?.contains(#""to":"unauthenticated""#) == true)
            // The launch ends before the first command is echoed, as at a prompt.
            let echo = try #require(written.firstIndex { $0.contains(#""type":"command""#) })
            #expect(written.firstIndex { $0.contains(#""to":"unauthenticated""#) }! < echo)
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
