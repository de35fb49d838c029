import Foundation
import Models

/// The places inside the __TITLE__ feature a deep link can point
/// at, and what scene storage keeps of its stack.
public enum __NAME__Route: Sendable, Hashable, Codable {
    /// The signed-in user's own summary (`app://__SLUG__`).
    case own
    /// Someone's summary (`app://__SLUG__/<userID>`).
    case user(id: String)

    /// Reads `app://__SLUG__` and
    /// `app://__SLUG__/<userID>`, the ID following Models' `ResourceID`
    /// rule; nil for any other link.
    public init?(link: AppLink) {
        switch (link.host, link.item) {
        case ("__SLUG__", nil): self = .own
        case ("__SLUG__", .some(let id)) where ResourceID.isValid(id):
            self = .user(id: id)
        default: return nil
        }
    }

    /// The route `url` links to; nil for anything `init?(link:)` refuses or that is no `AppLink`.
    public init?(url: URL) {
        guard let link = AppLink(url: url) else { return nil }
        self.init(link: link)
    }

    /// The deep link for this route. Only a route whose ID follows the rule parses back.
    public var url: URL {
        switch self {
        case .own: AppLink(host: "__SLUG__").url
        case .user(let id): AppLink(host: "__SLUG__", item: id).url
        }
    }
}
