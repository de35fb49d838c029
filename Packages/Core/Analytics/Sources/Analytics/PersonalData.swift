import Foundation

/// Decides which event properties could carry personal data, so they never get stored or sent.
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

    /// Whether a run without spaces holds `local@domain.part`, in one pass (a regular expression backtracks).
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
