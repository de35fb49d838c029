import AppTesting
import Foundation
import Testing

/// `run` starts every script from a fresh data directory and a fresh embedded backend unless
/// `--data-dir` is given, so a script gives the same result every time; the prompt keeps its
/// persistent default. The real `app-shell`, with its default data directory and temporary files
/// pointed into the test's own directory.
struct HermeticRunTests {
    private static func environment(in directory: URL) throws -> [String: String] {
        let places = ["xdg-data", "tmp"].map { directory.appendingPathComponent($0) }
        for place in places {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        }
        return ["XDG_DATA_HOME": places[0].path, "TMPDIR": places[1].path]
    }

    private static func run(_ arguments: [String], typing lines: [String] = [], in directory: URL)
        async throws -> ShellProcess.Ending
    {
        let shell = try ShellProcess(arguments, environment: try environment(in: directory))
        lines.forEach(shell.type)
        shell.endInput()
        return try await shell.end()
    }

    /// The README's first script passes every time it runs, and leaves nothing behind.
    @Test(.timeLimit(.minutes(10)))
    func aScriptPassesEveryTimeAndLeavesNothingBehind() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let script = ScenarioCatalog.path("sign-in.txt")
            for _ in 1...2 {
                let ending = try await Self.run(["run", script], in: directory)
                #expect(ending.status == 0, "\(ending.stdout)\n\(ending.stderr)")
            }
            for place in ["xdg-data", "tmp"] {
                #expect(
                    try FileManager.default.contentsOfDirectory(
                        atPath: directory.appendingPathComponent(place).path) == [])
            }
        }
    }

    /// A session at the prompt signs in and stays signed in for the next; a script from standard
    /// input after it still starts signed out.
    @Test(.timeLimit(.minutes(10)))
    func aScriptFromStandardInputStartsFreshWhileThePromptKeepsItsSession() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let signIn = try await Self.run(
                [], typing: ["login alice@example.com correct-horse", "expect state authenticated"],
                in: directory)
            #expect(signIn.status == 0, "\(signIn.stdout)\n\(signIn.stderr)")
            let script = try await Self.run(
                ["run", "-"], typing: ["expect state unauthenticated"], in: directory)
            #expect(script.status == 0, "\(script.stdout)\n\(script.stderr)")
            let prompt = try await Self.run([], typing: ["expect state authenticated"], in: directory)
            #expect(prompt.status == 0, "\(prompt.stdout)\n\(prompt.stderr)")
        }
    }
}
