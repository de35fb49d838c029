import Foundation

/// Decides which event properties could carry personal data, so they never get stored or sent.
///
/// A key is personal when one of its words (split at `_`, `-`, `.`, spaces and camelCase humps,
/// compared case-insensitively) is or ends in `email`, `mail`, `password`, `passwd`, `token`,
/// `secret` or `name` (so `user_email`, `accessToken` and `username` are out). A string value is
/// personal when it contains something shaped like an email address or a bearer token, or is a
/// long opaque run of letters and digits such as a token or a key (32 characters or more without a
/// space; keep property IDs shorter). Doubles that are not finite are dropped too: JSON cannot
/// carry them.
enum PersonalData {
    private static let personalWords = ["email", "mail", "password", "passwd", "token", "secret", "name"]

    static func allows(key: String, value: AnalyticsValue) -> Bool {
        guard !isPersonal(key: key) else { return false }
        switch value {
        case .string(let text): return !isPersonal(text: text)
        case .double(let number): return number.isFinite
        case .int, .bool: return true
        }
    }

    static func isPersonal(key: String) -> Bool {
        words(of: key).contains { word in personalWords.contains { word.hasSuffix($0) } }
    }

    static func isPersonal(text: String) -> Bool {
        looksLikeEmail(text) || looksLikeBearer(text) || containsOpaqueToken(text)
    }

    /// The lowercased words of an identifier: `userEmail-2` gives `user`, `email`, `2`.
    private static func words(of key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in key {
            let isSeparator = !(character.isLetter || character.isNumber)
            let startsHump = character.isUppercase && (previous?.isLowercase ?? false)
            if (isSeparator || startsHump), !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if !isSeparator { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether a run without spaces has `local@domain.part` in it: text, `@`, then before the
    /// next `@` a dot with text on both sides. In one pass: the regular expression for it
    /// (`[^\s@]+@[^\s@]+\.[^\s@]+`) backtracks, and took 31 s on a value of 64 KiB.
    private static func looksLikeEmail(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { run in
            let parts = run.split(separator: "@", omittingEmptySubsequences: false)
            return zip(parts, parts.dropFirst()).contains { local, domain in
                !local.isEmpty && domain.dropFirst().dropLast().contains(".")
            }
        }
    }

    private static func looksLikeBearer(_ text: String) -> Bool {
        text.range(of: #"(?i)\bbearer\s+\S+"#, options: .regularExpression) != nil
    }

    private static func containsOpaqueToken(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { run in
            run.count >= 32 && run.contains(where: \.isLetter) && run.contains(where: \.isNumber)
        }
    }
}
