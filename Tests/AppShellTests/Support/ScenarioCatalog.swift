import Foundation

@testable import AppShell

/// The scripts under `Tests/Scenarios`, each with the exit status it should end with: 0 unless its
/// first line says `# status: N`.
enum ScenarioCatalog {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios", isDirectory: true)

    /// Every scenario that runs on its own, by file name.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted()
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
