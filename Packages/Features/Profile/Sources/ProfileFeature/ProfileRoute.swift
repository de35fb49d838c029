import Foundation
import FeatureKit
import Models

/// The places in the profile feature: what a link names, a stack holds and scene storage keeps.
public enum ProfileRoute: FeatureRoute {
    case own
    case user(id: ID<User>)
    case post(id: ID<Post>)

    /// Reads `app://profile`, `app://profile/<userID>` and `app://post/<postID>`.
    public init?(link: AppLink) {
        switch (link.host, link.item) {
        case ("profile", nil): self = .own
        case ("profile", .some(let item)):
            guard let id = ID<User>(item) else { return nil }
            self = .user(id: id)
        case ("post", .some(let item)):
            guard let id = ID<Post>(item) else { return nil }
            self = .post(id: id)
        default: return nil
        }
    }

    /// The route `url` links to; nil for anything `init?(link:)` refuses or that is no `AppLink`.
    public init?(url: URL) {
        guard let link = AppLink(url: url) else { return nil }
        self.init(link: link)
    }

    public var link: AppLink {
        switch self {
        case .own: AppLink(host: "profile")
        case .user(let id): AppLink(host: "profile", item: id.rawValue)
        case .post(let id): AppLink(host: "post", item: id.rawValue)
        }
    }

    /// The deep link for this route.
    public var url: URL { link.url }

    /// What analytics call the place: its kind, never an ID.
    public var analyticsName: String {
        switch self {
        case .own: "own_profile"
        case .user: "profile"
        case .post: "post"
        }
    }

    var screenName: String {
        switch self {
        case .own: "profile"
        case .user(let id): "profile:\(id)"
        case .post(let id): "post:\(id)"
        }
    }
}
