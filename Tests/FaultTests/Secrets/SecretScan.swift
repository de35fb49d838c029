import Foundation

/// Looks for secrets in text: the passwords a run typed, the tokens the backend issued (and
/// anything shaped like one), and emails wherever they are not allowed.
struct SecretScan {
    let passwords: Set<String>
    let tokens: Set<String>

    /// The secrets in `text`, one description each; `where` names the place for the message.
    func secrets(in text: String, at place: String, emailsAllowed: Bool = false) -> [String] {
        var found = passwords.filter { text.contains($0) }.map { "\(place): password \($0)" }
        found += tokens.filter { text.contains($0) }.map { "\(place): token \($0.prefix(6))…" }
        found += Self.matches(of: Self.tokenShape, in: text).filter(Self.looksRandom).map {
            "\(place): token-shaped \($0.prefix(6))…"
        }
        if !emailsAllowed {
            found += Self.matches(of: Self.emailShape, in: text).map { "\(place): email \($0)" }
        }
        return found
    }

    /// The dev backend's tokens: 43 characters of letters, digits, `-` and `_`.
    private static let tokenShape = "(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])"
    private static let emailShape = "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}"

    private static func looksRandom(_ candidate: String) -> Bool {
        candidate.contains(where: \.isLetter) && candidate.contains(where: \.isNumber)
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
