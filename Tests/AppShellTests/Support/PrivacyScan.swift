import Foundation

/// Looks through everything a run wrote for secrets: no token or password anywhere, and an email
/// only in `command` echoes and on the `sign-in` and `settings:account` screens.
struct PrivacyScan {
    /// Passwords the run typed.
    let passwords: Set<String>
    /// Tokens the backend issued that are still on disk.
    let tokens: Set<String>

    /// What a run wrote that it must not have, one description each; empty when clean.
    func violations(in run: ScenarioRun) throws -> [String] {
        var found: [String] = []
        let events = try run.events()
        for (line, event) in zip(run.lines, events) {
            found += secrets(in: line).map { "stdout: \($0) in \(line)" }
            let type = event["type"] as? String
            let screen = event["screen"] as? String
            let mayShowEmail =
                type == "command" || (type == "screen" && ["sign-in", "settings:account"].contains(screen))
            if !mayShowEmail, let email = Self.firstMatch(of: Self.emailShape, in: line) {
                found.append("stdout: email \(email) in \(line)")
            }
        }
        for (name, text) in [("stderr", run.errors.joined(separator: "\n")), ("logs", run.logs)] {
            found += secrets(in: text).map { "\(name): \($0)" }
            if let email = Self.firstMatch(of: Self.emailShape, in: text) {
                found.append("\(name): email \(email)")
            }
        }
        return found
    }

    /// The tokens still on disk after a run: the backend's grants and the app's credentials, and
    /// anything else token-shaped in the data directory's files.
    static func tokens(in dataDirectory: URL) -> Set<String> {
        let files =
            FileManager.default.enumerator(at: dataDirectory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        var tokens: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            tokens.formUnion(allMatches(of: tokenShape, in: text).filter(looksRandom))
        }
        return tokens
    }

    private func secrets(in text: String) -> [String] {
        var found = passwords.filter { text.contains($0) }.map { "password \($0)" }
        found += tokens.filter { text.contains($0) }.map { "token \($0.prefix(6))…" }
        found += Self.allMatches(of: Self.tokenShape, in: text).filter(Self.looksRandom).map {
            "token-shaped \($0.prefix(6))…"
        }
        return found
    }

    /// The dev backend's tokens: 43 characters of letters, digits, `-` and `_`.
    private static let tokenShape = "(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])"
    private static let emailShape = "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}"

    private static func looksRandom(_ candidate: String) -> Bool {
        candidate.contains(where: \.isLetter) && candidate.contains(where: \.isNumber)
    }

    private static func allMatches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    private static func firstMatch(of pattern: String, in text: String) -> String? {
        allMatches(of: pattern, in: text).first
    }
}
