import Foundation

/// The places inside the __TITLE__ feature a deep link can point at.
public enum __NAME__Route: Sendable, Hashable {
    /// The signed-in user's own summary (`app://__SLUG__`).
    case own
    /// Someone's summary (`app://__SLUG__/<userID>`).
    case user(id: String)

    /// The longest user ID a link may carry.
    static let maxIDLength = 64

    /// Parses the two links below; nil for anything else: another scheme or host, a port, user
    /// info, a query, a fragment, a trailing slash, an extra segment, or an ID that is not 1–64 of
    /// `A-Z a-z 0-9 - _`. Scheme and host ignore case, as in the other features' routes; the ID
    /// does not. It reads the parts `url` already parsed rather than parsing its text again.
    /// - `app://__SLUG__` is `.own`
    /// - `app://__SLUG__/<userID>` is `.user(id:)`
    public init?(url: URL) {
        guard url.scheme?.lowercased() == "app",
            url.host(percentEncoded: true)?.lowercased() == "__SLUG__",
            url.user(percentEncoded: true) == nil, url.password(percentEncoded: true) == nil,
            url.port == nil, url.query(percentEncoded: true) == nil,
            url.fragment(percentEncoded: true) == nil
        else { return nil }
        let path = url.path(percentEncoded: true)
        if path.isEmpty {
            self = .own
            return
        }
        let id = String(path.dropFirst())
        guard path.hasPrefix("/"), Self.isValidID(id) else { return nil }
        self = .user(id: id)
    }

    /// The deep link for this route.
    public var url: URL {
        var components = URLComponents()
        components.scheme = "app"
        components.host = "__SLUG__"
        if case .user(let id) = self {
            components.path = "/" + id
        }
        // A path starting with "/" under a host always makes a URL; the setter escapes the rest.
        return components.url!
    }

    /// Whether `id` has the accepted shape: 1–64 ASCII letters, digits, `-` or `_`.
    static func isValidID(_ id: String) -> Bool {
        (1...maxIDLength).contains(id.utf8.count) && id.utf8.allSatisfy(isAllowedInID)
    }

    private static func isAllowedInID(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
