import Foundation

@testable import AppShell

/// A script the secrets test runs through the real executable: a scenario under
/// `Tests/Scenarios` (the `across-runs` ones as one pair on one data directory), or the demo.
struct ScenarioScript: Sendable, CustomStringConvertible {
    /// The script files, run in order on one data directory; empty for the demo.
    let files: [URL]

    var description: String {
        files.isEmpty ? "demo" : files.map(\.lastPathComponent).joined(separator: " + ")
    }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios", isDirectory: true)

    /// Every scenario (those that fail on purpose, in `failing/`, too), the across-runs pairs, and
    /// the demo.
    static var all: [ScenarioScript] {
        let single = [directory, directory.appendingPathComponent("failing")].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".txt") }.sorted().map {
                    ScenarioScript(files: [folder.appendingPathComponent($0)])
                }
        }
        let acrossRuns = directory.appendingPathComponent("across-runs")
        let stems = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: acrossRuns.path)) ?? [])
                .filter { $0.hasSuffix("-1.txt") }.map { $0.dropLast("-1.txt".count) })
        let pairs = stems.sorted().map { stem in
            ScenarioScript(files: [1, 2].map { acrossRuns.appendingPathComponent("\(stem)-\($0).txt") })
        }
        return single + pairs + [ScenarioScript(files: [])]
    }

    /// The `app-shell` arguments of each run, in `dataDirectory`, with `extra` options.
    func runs(dataDirectory: URL, _ extra: [String]) -> [[String]] {
        let options = ["--data-dir", dataDirectory.path] + extra
        return files.isEmpty ? [["demo"] + options] : files.map { ["run", $0.path] + options }
    }

    /// The passwords the script types (login and sign-up lines), and the seeded one.
    var passwords: Set<String> {
        let texts =
            files.isEmpty
            ? [DemoScript.text] : files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        var passwords: Set<String> = ["correct-horse"]
        for text in texts {
            guard let script = try? ScriptChecker.check(text, backendAvailable: true) else { continue }
            for line in script.lines {
                switch line.command {
                case .intent(.login(_, let password)), .intent(.signup(_, let password, _)):
                    passwords.insert(password)
                default: break
                }
            }
        }
        return passwords.filter { $0.count >= 6 }
    }
}
