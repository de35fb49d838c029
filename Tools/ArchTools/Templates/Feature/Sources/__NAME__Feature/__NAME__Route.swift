import FeatureKit
import Foundation
import Models

/// The places in the feature: what a link names, the stack holds and scene storage keeps.
public enum __NAME__Route: FeatureRoute {
    /// The list of items (`app://__SLUG__`).
    case list
    /// One item (`app://__SLUG__/<itemID>`).
    case item(id: ID<__NAME__Item>)

    /// Reads the links to the list and to an item; nil for any other link, or an ID that breaks
    /// the rule.
    public init?(link: AppLink) {
        switch (link.host, link.item) {
        case ("__SLUG__", nil): self = .list
        case ("__SLUG__", .some(let item)):
            guard let id = ID<__NAME__Item>(item) else { return nil }
            self = .item(id: id)
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
        case .list: AppLink(host: "__SLUG__")
        case .item(let id): AppLink(host: "__SLUG__", item: id.rawValue)
        }
    }

    /// The deep link for this route.
    public var url: URL { link.url }

    /// What analytics call the place: its kind, never an ID.
    public var analyticsName: String {
        switch self {
        case .list: "__SLUG__"
        case .item: "__SLUG___item"
        }
    }

    /// The name of the screen the route shows: the slug, then `:<itemID>` for an item.
    var screenName: String {
        switch self {
        case .list: "__SLUG__"
        case .item(let id): "__SLUG__:\(id)"
        }
    }
}
