import Foundation

/// The process-level figures: `app-shell` run directly against its embedded backend,
/// as a user or a script runs it.
public struct ShellFigures: Sendable {
    let binary: AppShellBinary
    let workspace: URL
    let iterations: BenchIterations

    /// Figures for `binary`, keeping data directories under `workspace`.
    public init(binary: AppShellBinary, workspace: URL, iterations: BenchIterations) {
        self.binary = binary
        self.workspace = workspace
        self.iterations = iterations
    }

    /// Launch to sign-in and launch-and-exit from a fresh data directory, then relaunch with a
    /// stored session.
    public func launch() -> FigureSection {
        let firstScreen = "Launch to first screen (sign-in), median"
        let exit = "Launch to sign-in and exit (exec to exit), median"
        let relaunch = "Relaunch with stored session to profile, median"
        var launches: (screen: [Double], exit: [Double]) = ([], [])
        do {
            for run in 0..<iterations.launches {
                let result = try binary.run(
                    BenchmarkScripts.launchToSignIn, dataDirectory: freshDirectory("launch-\(run)"))
                let screen = try interactiveScreen(result.events, expected: "sign-in")
                launches.screen.append(screen)
                launches.exit.append(result.outcome.seconds * 1000)
            }
        } catch {
            return FigureSection(
                "Launch",
                [
                    Figure(firstScreen, unit: .milliseconds, target: .atMost(25), failure: "\(error)"),
                    Figure(exit, unit: .milliseconds, target: .atMost(40), failure: "\(error)"),
                    relaunchFigure(relaunch),
                ])
        }
        return FigureSection(
            "Launch",
            [
                Figure(
                    firstScreen, Statistics.median(launches.screen) ?? 0, .milliseconds, target: .atMost(25)),
                Figure(exit, Statistics.median(launches.exit) ?? 0, .milliseconds, target: .atMost(40)),
                relaunchFigure(relaunch),
            ])
    }

    private func relaunchFigure(_ name: String) -> Figure {
        do {
            let directory = freshDirectory("relaunch")
            _ = try binary.run(BenchmarkScripts.storeSession, dataDirectory: directory)
            var times: [Double] = []
            for _ in 0..<iterations.launches {
                let result = try binary.run(BenchmarkScripts.relaunchSignedIn, dataDirectory: directory)
                times.append(try interactiveScreen(result.events, expected: "profile"))
            }
            return Figure(name, Statistics.median(times) ?? 0, .milliseconds, target: .atMost(50))
        } catch {
            return Figure(name, unit: .milliseconds, target: .atMost(50), failure: "\(error)")
        }
    }

    /// The 1,000-command script: its wall time, commands per second and peak resident memory.
    public func longScript() -> [FigureSection] {
        let commands = BenchmarkScripts.longSession(commands: 1_000)
        let wall = "1,000-command script, wall (exec to exit), median"
        let rate = "1,000-command script, commands per second"
        let peak = "Peak resident memory during the script"
        do {
            var runs: [ChildProcess.Outcome] = []
            for run in 0..<iterations.scripts {
                let result = try binary.run(
                    commands.joined(separator: "\n"), dataDirectory: freshDirectory("script-\(run)"))
                let errors = result.events.errorMessages
                guard errors.isEmpty else {
                    throw BenchError("the script showed \(errors.count) error(s), first: \(errors[0])")
                }
                runs.append(result.outcome)
            }
            let seconds = Statistics.median(runs.map(\.seconds)) ?? 0
            let peakMegabytes = Double(runs.map(\.peakResidentKilobytes).max() ?? 0) / 1024
            return [
                FigureSection(
                    "Long script",
                    [
                        Figure(wall, seconds, .seconds, target: .atMost(1.5)),
                        Figure(rate, Double(commands.count) / seconds, .perSecond, target: .none),
                    ]),
                FigureSection("Memory", [Figure(peak, peakMegabytes, .megabytes, target: .atMost(40))]),
            ]
        } catch {
            return [
                FigureSection(
                    "Long script",
                    [
                        Figure(wall, unit: .seconds, target: .atMost(1.5), failure: "\(error)"),
                        Figure(rate, unit: .perSecond, target: .none, failure: "\(error)"),
                    ]),
                FigureSection(
                    "Memory", [Figure(peak, unit: .megabytes, target: .atMost(40), failure: "\(error)")]),
            ]
        }
    }

    /// The 1,000-command script again with `--trace`: what recording and printing every span costs
    /// a command. Tracing off is the long script's own figure.
    public func tracing() -> FigureSection {
        let commands = BenchmarkScripts.longSession(commands: 1_000).joined(separator: "\n")
        let wall = "1,000-command script with --trace, wall (exec to exit), median"
        let extra = "Tracing on, extra time per command, median"
        do {
            var runs: (on: [Double], off: [Double]) = ([], [])
            for run in 0..<iterations.scripts {
                let off = try binary.run(commands, dataDirectory: freshDirectory("untraced-\(run)"))
                let on = try binary.run(
                    commands, dataDirectory: freshDirectory("traced-\(run)"), options: ["--trace"])
                guard on.events.contains(where: { $0.type == "span" }) else {
                    throw BenchError("--trace printed no span events")
                }
                runs.on.append(on.outcome.seconds)
                runs.off.append(off.outcome.seconds)
            }
            let on = Statistics.median(runs.on) ?? 0
            let off = Statistics.median(runs.off) ?? 0
            return FigureSection(
                "Tracing",
                [
                    Figure(wall, on, .seconds, target: .atMost(3)),
                    Figure(
                        extra, max(0, on - off) / 1_000 * 1_000_000, .microseconds, target: .atMost(1_000)),
                ])
        } catch {
            return FigureSection(
                "Tracing",
                [
                    Figure(wall, unit: .seconds, target: .atMost(3), failure: "\(error)"),
                    Figure(extra, unit: .microseconds, target: .atMost(1_000), failure: "\(error)"),
                ])
        }
    }

    /// What 1,000 lines that change nothing cost (`expect state`), on three screens of growing
    /// size: the run with them less the same run without them. A line should cost what it changes,
    /// so the three should be about the same.
    public func unchangingLines() -> FigureSection {
        let screens: [(name: String, target: FigureTarget, setup: [String], state: String)] = [
            // 30 µs a line: what a line that changes nothing cost before parsing it scanned every command.
            ("on the sign-in screen", .atMost(0.03), ["launch"], "unauthenticated"),
            ("on a 20-post profile", .atMost(0.03), ["launch", BenchmarkScripts.signIn], "authenticated"),
            (
                "on a 45-post profile with a second window open", .atMost(0.03),
                [
                    "launch", BenchmarkScripts.signIn, "posts more", "posts more", "window open post p1",
                    "window focus main",
                ],
                "authenticated"
            ),
        ]
        return FigureSection(
            "A line costs what it changes",
            screens.map { screen in
                let name = "1,000 expect state lines \(screen.name)"
                do {
                    let expects = Array(repeating: "expect state \(screen.state)", count: 1_000)
                    var extra: [Double] = []
                    for run in 0..<iterations.scripts {
                        let base = try binary.run(
                            screen.setup.joined(separator: "\n"),
                            dataDirectory: freshDirectory("lines-base-\(run)"))
                        let with = try binary.run(
                            (screen.setup + expects).joined(separator: "\n"),
                            dataDirectory: freshDirectory("lines-\(run)"))
                        extra.append(max(0, with.outcome.seconds - base.outcome.seconds))
                    }
                    return Figure(name, Statistics.median(extra) ?? 0, .seconds, target: screen.target)
                } catch {
                    return Figure(name, unit: .seconds, target: screen.target, failure: "\(error)")
                }
            })
    }

    /// Resident memory after many login/logout cycles against after the first few: the growth.
    public func memoryCycles() -> Figure {
        let (early, total) = (iterations.earlyCycles, iterations.cycles)
        let name = "Resident growth, \(total) login/logout cycles vs the first \(early)"
        do {
            let shell = try ShellConversation(binary, dataDirectory: freshDirectory("cycles"))
            try shell.send(["launch"], thenExpectState: "unauthenticated")
            var afterEarly = 0
            for cycle in 1...total {
                try shell.send(BenchmarkScripts.loginLogoutCycle, thenExpectState: "unauthenticated")
                if cycle == early { afterEarly = try shell.residentKilobytes() }
            }
            let afterAll = try shell.residentKilobytes()
            let status = try shell.quit()
            guard status == 0 else { throw BenchError("app-shell exited \(status) after the cycles") }
            return Figure(name, Double(afterAll - afterEarly) / 1024, .megabytes, target: .atMost(1))
        } catch {
            return Figure(name, unit: .megabytes, target: .atMost(1), failure: "\(error)")
        }
    }

    private func interactiveScreen(_ events: [ShellEvent], expected: String) throws -> Double {
        guard let screen = events.firstInteractiveScreen else {
            throw BenchError("the shell showed no screen")
        }
        guard screen.screen == expected else {
            throw BenchError("the first screen was \(screen.screen ?? "none"), not \(expected)")
        }
        return screen.t
    }

    private func freshDirectory(_ name: String) -> URL {
        let directory = workspace.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: directory)
        return directory
    }
}
