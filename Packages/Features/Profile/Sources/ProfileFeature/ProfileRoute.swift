import Foundation

/// The places inside the profile feature a deep link can point at.
public enum ProfileRoute: Sendable, Hashable {
    /// The signed-in user's own profile (`app://profile`).
    case own
    /// Someone's profile (`app://profile/<userID>`).
    case user(id: String)
    /// One post (`app://post/<postID>`).
    case post(id: String)

    /// Parses `app://profile`, `app://profile/<userID>` and `app://post/<postID>`; nil for anything
    /// else: another scheme or host, extra path segments, a query, a fragment, user info, a port,
    /// or an ID that is not 1–64 of `A-Z a-z 0-9 - _`. Scheme and host ignore case; IDs do not.
    /// It reads the parts `url` already parsed rather than parsing its text again.
    public init?(url: URL) {
        guard url.scheme?.lowercased() == "app",
            url.user(percentEncoded: true) == nil, url.password(percentEncoded: true) == nil,
            url.port == nil, url.query(percentEncoded: true) == nil,
            url.fragment(percentEncoded: true) == nil,
            let host = url.host(percentEncoded: true)?.lowercased()
        else { return nil }
        switch (host, Self.id(inPath: url.path(percentEncoded: true))) {
        case ("profile", nil): self = .own
        case ("profile", .some(let id)) where ResourceIDFormat.isValid(id): self = .user(id: id)
        case ("post", .some(let id)) where ResourceIDFormat.isValid(id): self = .post(id: id)
        default: return nil
        }
    }

    /// The deep link for this route. Only a route whose ID has the accepted shape parses back.
    public var url: URL {
        var components = URLComponents()
        components.scheme = "app"
        switch self {
        case .own:
            components.host = "profile"
        case .user(let id):
            components.host = "profile"
            components.path = "/" + id
        case .post(let id):
            components.host = "post"
            components.path = "/" + id
        }
        // A path starting with "/" under a host always makes a URL; the setter escapes the rest.
        return components.url!
    }

    /// The IDs the route carries all have the accepted shape.
    var hasValidID: Bool {
        switch self {
        case .own: true
        case .user(let id), .post(let id): ResourceIDFormat.isValid(id)
        }
    }

    /// What follows the `/` of a path (`/u-bob` gives `u-bob`); nil for an empty path. A slash
    /// left in it, or the empty ID of a bare `/`, fails the ID check.
    private static func id(inPath path: String) -> String? {
        if path.isEmpty { return nil }
        guard path.hasPrefix("/") else { return "" }
        return String(path.dropFirst())
    }
}
