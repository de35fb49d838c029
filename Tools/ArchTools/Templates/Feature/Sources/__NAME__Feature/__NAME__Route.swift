import FeatureKit
import Foundation
import Models

/// The places in the feature: what a link names, the stack holds and scene storage keeps.
public enum __NAME__Route: FeatureRoute {
    /// The signed-in user's own summary (`app://__SLUG__`).
    case own
    /// Someone's summary (`app://__SLUG__/<userID>`).
    case user(id: ID<User>)

    /// Reads the links to the own summary and to someone's; nil for any other link, or an ID that
    /// breaks the rule.
    public init?(link: AppLink) {
        switch (link.host, link.item) {
        case ("__SLUG__", nil): self = .own
        case ("__SLUG__", .some(let item)):
            guard let id = ID<User>(item) else { return nil }
            self = .user(id: id)
        default: return nil
        }
    }

    /// The route `url` links to; nil for anything `init?(link:)` refuses or that is no `AppLink`.
    public init?(url: URL) {
        guard let link = AppLink(url: url) else { return nil }
        self.init(link: link)
    }

    /// The link that names this route.
    public var link: AppLink {
        switch self {
        case .own: AppLink(host: "__SLUG__")
        case .user(let id): AppLink(host: "__SLUG__", item: id.rawValue)
        }
    }

    /// The deep link for this route.
    public var url: URL { link.url }

    /// What analytics call the place: its kind, never an ID.
    public var analyticsName: String {
        switch self {
        case .own: "own___SLUG__"
        case .user: "__SLUG__"
        }
    }

    /// The name of the screen the route shows: the slug, then `:<userID>` for someone's.
    var screenName: String {
        switch self {
        case .own: "__SLUG__"
        case .user(let id): "__SLUG__:\(id)"
        }
    }
}
