import Foundation

/// A link into the app: `app://<host>` or `app://<host>/<item>`, and nothing else.
public struct AppLink: Equatable, Sendable {
    /// Which place the link is for (`profile`, `post`, `settings`), lowercased.
    public let host: String
    /// What follows the `/` after the host (`u-bob`); nil when nothing does.
    public let item: String?

    /// The link to `item` of `host` (lowercase the host first; the item is used as written).
    public init(host: String, item: String? = nil) {
        self.host = host
        self.item = item
    }

    /// The link `url` is; nil for another scheme, no host, user info, a port, a query or a fragment.
    public init?(url: URL) {
        guard url.scheme?.lowercased() == "app",
            url.user(percentEncoded: true) == nil, url.password(percentEncoded: true) == nil,
            url.port == nil, url.query(percentEncoded: true) == nil,
            url.fragment(percentEncoded: true) == nil,
            let host = url.host(percentEncoded: true)?.lowercased(), !host.isEmpty
        else { return nil }
        let path = url.path(percentEncoded: true)
        if path.isEmpty {
            self.init(host: host)
        } else if path.hasPrefix("/") {
            self.init(host: host, item: String(path.dropFirst()))
        } else {
            return nil
        }
    }

    /// The link as a URL, `app://<host>[/<item>]`, for printing or storing.
    public var url: URL {
        var components = URLComponents()
        components.scheme = "app"
        components.host = host
        if let item {
            components.path = "/" + item
        }
        // A host, and a path starting with "/", always make a URL; the setters escape the rest.
        return components.url!
    }
}
