import Foundation

/// A link given to the app (typed, tapped, opened by the system), read once: its text, the URL it
/// parses to, and the form output shows, with its secrets masked.
public struct DeepLink: Sendable, Equatable {
    /// The link as given.
    public let text: String
    /// The link as output, events and logs show it: user info, query and fragment values as `***`.
    public let redacted: String
    /// The URL the text parses to; nil when it is too long to read or is no link.
    let url: URL?

    /// Links longer than this many bytes are refused unread.
    static let maximumLength = 2048

    /// `text`, read once.
    public init(_ text: String) {
        self.text = text
        redacted = Self.redacting(text)
        url = text.utf8.count <= Self.maximumLength ? URL(string: text) : nil
    }

    /// The link `url` spells.
    public init(_ url: URL) {
        self.init(url.absoluteString)
    }

    private static func redacting(_ link: String) -> String {
        var rest = Substring(link)
        var result = ""
        if let scheme = rest.range(of: "://") {
            result += rest[..<scheme.upperBound]
            rest = rest[scheme.upperBound...]
            let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
            let authority = rest[..<authorityEnd]
            if let at = authority.lastIndex(of: "@") {
                result += "***" + authority[at...]
            } else {
                result += authority
            }
            rest = rest[authorityEnd...]
        }
        let fragmentStart = rest.firstIndex(of: "#") ?? rest.endIndex
        var beforeFragment = rest[..<fragmentStart]
        if let queryStart = beforeFragment.firstIndex(of: "?") {
            result += beforeFragment[...queryStart]
            result += masked(beforeFragment[beforeFragment.index(after: queryStart)...], bareValues: true)
            beforeFragment = beforeFragment[beforeFragment.endIndex...]
        }
        result += beforeFragment
        if fragmentStart < rest.endIndex {
            result += "#" + masked(rest[rest.index(after: fragmentStart)...], bareValues: false)
        }
        return result
    }

    private static func masked(_ pairs: Substring, bareValues: Bool) -> String {
        pairs.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            if let equals = pair.firstIndex(of: "=") { return pair[...equals] + "***" }
            return bareValues && !pair.isEmpty ? "***" : String(pair)
        }.joined(separator: "&")
    }
}

extension DeepLink: ExpressibleByStringInterpolation {
    /// A link written in code (`"app://post/\(id)"`).
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
