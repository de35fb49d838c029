import Foundation

@testable import AppShell

/// The scripts under `Tests/Scenarios`, each with the exit status it should end with: 0 for those
/// in the folder itself (`app-shell run Tests/Scenarios/` passes), and for those in `failing/` the
/// status their first line names (`# status: N`) and the failure their second line quotes
/// (`# fails: line 6: expected …`).
enum ScenarioCatalog {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios", isDirectory: true)

    /// Every scenario that runs on its own, by its path under `Tests/Scenarios`.
    static var names: [String] { passingNames + failingNames }

    /// The scenarios of the folder itself, which all pass.
    static var passingNames: [String] { scripts(in: "") }

    /// The scenarios that show a failure, in `failing/`.
    static var failingNames: [String] { scripts(in: "failing/") }

    private static func scripts(in folder: String) -> [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent(folder).path))
            ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted().map { folder + $0 }
    }

    /// The failure a scenario in `failing/` says it ends with, as the run reports it.
    static func expectedFailure(_ name: String) throws -> String? {
        let lines = try text(name).split(separator: "\n")
        guard lines.count > 1, lines[1].hasPrefix("# fails: ") else { return nil }
        return String(lines[1].dropFirst("# fails: ".count))
    }

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    static func expectedStatus(_ name: String) throws -> ShellExitStatus {
        let firstLine = try text(name).split(separator: "\n").first ?? ""
        guard firstLine.hasPrefix("# status: "), let code = Int32(firstLine.dropFirst("# status: ".count))
        else {
            return .success
        }
        return ShellExitStatus(rawValue: code) ?? .success
    }

    /// The passwords the scenario types (to make sure none is ever shown), and the seeded one.
    static func passwords(_ name: String) throws -> Set<String> {
        var passwords: Set<String> = ["correct-horse"]
        guard let script = try? ScriptChecker.check(try text(name), backendAvailable: true) else {
            return passwords
        }
        for line in script.lines {
            switch line.command {
            case .intent(.login(_, let password)), .intent(.signup(_, let password, _)):
                passwords.insert(password)
            default: break
            }
        }
        return passwords.filter { $0.count >= 6 }
    }
}
