import Foundation

/// The values `${NAME}` variables put into a session's lines, which the shell always prints as `***`,
/// in every form the app or a server may give them back in (docs/security.md lists the forms).
final class SecretMask: @unchecked Sendable {
    static let mask = "***"

    private let lock = NSLock()
    private var values: Set<[Unicode.Scalar]> = []
    /// Longest first, so a value holding another is masked whole.
    private var patterns: [SecretPattern] = []

    func add(_ newValues: some Sequence<String>) {
        lock.withLock {
            for value in newValues where values.insert(Array(value.unicodeScalars)).inserted {
                patterns += Self.forms(of: value).compactMap(SecretPattern.init)
            }
            var seen: Set<[[UInt32]]> = []
            patterns = patterns.filter { seen.insert($0.pieces).inserted }.sorted { $0.length > $1.length }
        }
    }

    var isEmpty: Bool { lock.withLock { patterns.isEmpty } }

    func masked(_ text: String) -> String {
        let patterns = lock.withLock { self.patterns }
        guard !patterns.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        let keys = scalars.map(SecretPattern.key)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let end = patterns.lazy.compactMap({ $0.match(keys, at: index) }).first {
                result.append(contentsOf: Self.mask.unicodeScalars)
                index = end
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// Why `value` can't be masked in every form the shell would show it in, or nil when it can: a
    /// character a screen, a log line or JSON shows in another form (a tab as a space, an escape as
    /// U+FFFD or `\u{1B}`), or one that is not seen at all (U+202E, a zero-width space).
    static func refusal(for value: String) -> String? {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\t": return "a tab"
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return "a line break"
            case " ": continue
            default: break
            }
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            switch scalar.properties.generalCategory {
            case .control: return "a control character (\(code))"
            case .format: return "an invisible formatting character (\(code))"
            case .spaceSeparator, .lineSeparator, .paragraphSeparator:
                return "a space other than U+0020 (\(code))"
            default: continue
            }
        }
        return nil
    }

    /// The forms of `value` looked for: as given, in upper and lower case (a server keeps an email in
    /// lower case), composed and decomposed, percent-encoded as each part of a link encodes it, and
    /// escaped as JSON escapes it; each matched in any letter case, with its spaces trimmed or run
    /// together or broken across lines.
    /// (An array, not a set: a set of strings keeps one of two canonically equivalent forms.)
    private static func forms(of value: String) -> [String] {
        let cased = [value, value.lowercased(), value.uppercased()]
        let normalized = cased.flatMap {
            [$0, $0.precomposedStringWithCanonicalMapping, $0.decomposedStringWithCanonicalMapping]
        }
        let encodings: [CharacterSet] = [
            .urlUserAllowed, .urlPasswordAllowed, .urlHostAllowed, .urlPathAllowed, .urlQueryAllowed,
            .urlFragmentAllowed, .alphanumerics,
        ]
        return normalized.flatMap { form in
            [form] + encodings.compactMap { form.addingPercentEncoding(withAllowedCharacters: $0) }
                + [form.removingPercentEncoding].compactMap { $0 } + jsonEscaped(form)
        }
    }

    private static func jsonEscaped(_ value: String) -> [String] {
        let plain = JSONEncoder()
        let slashes = JSONEncoder()
        slashes.outputFormatting = .withoutEscapingSlashes
        return [plain, slashes].compactMap { encoder in
            (try? encoder.encode(value)).map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) }
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
