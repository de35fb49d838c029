import AppTesting
import FeatureKit
import Models
import ProfileFeature
import SettingsFeature

@testable import AppCore

/// The deep links docs/design.md documents ("Deep links"), parsed here independently of the
/// router, as the oracle the fuzzing compares it with: `app://profile`, `app://profile/<userID>`,
/// `app://post/<postID>`, `app://settings` and `app://settings/<section>`. Scheme and host ignore
/// ASCII case; IDs are 1–64 of `A-Z a-z 0-9 - _`; sections are spelled as documented; nothing
/// else (a port, user info, a query, a fragment, another segment, an escape) is a link. An empty
/// port (`app://profile:`) is no port, as RFC 3986 has it.
enum DocumentedLink {
    /// The route `text` documents, or nil when it is not a documented link.
    static func route(_ text: String) -> AnyFeatureRoute? {
        guard text.utf8.count <= DeepLink.maximumLength else { return nil }
        let separator = "://"
        guard let schemeEnd = text.range(of: separator),
            asciiLowercased(text[..<schemeEnd.lowerBound]) == "app"
        else { return nil }
        let rest = text[schemeEnd.upperBound...]
        let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let authority = parts[0].hasSuffix(":") ? parts[0].dropLast() : parts[0]
        let host = asciiLowercased(authority)
        let segment = parts.count > 1 ? String(parts[1]) : nil
        switch (host, segment) {
        case ("profile", nil): return .profile(.own)
        case ("profile", let id?) where isID(id): return .profile(.user(id: ID(id)!))
        case ("post", let id?) where isID(id): return .profile(.post(id: ID(id)!))
        case ("settings", nil): return .settings(.root)
        case ("settings", let name?):
            guard let section = SettingsRoute(rawValue: name), section != .root else { return nil }
            return .settings(section)
        default: return nil
        }
    }

    /// Whether `id` has the documented shape of a user or post ID.
    static func isID(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count)
            && id.unicodeScalars.allSatisfy { $0.isASCII && (isLetterOrDigit($0) || $0 == "-" || $0 == "_") }
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Lowercases ASCII letters only, so a non-ASCII look-alike never matches.
    private static func asciiLowercased(_ text: Substring) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
    }
}
