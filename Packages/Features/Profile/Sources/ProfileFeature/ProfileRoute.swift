import Foundation
import Models

/// The places inside the profile feature a deep link can point at, and what scene storage keeps of
/// a profile stack.
public enum ProfileRoute: Sendable, Hashable, Codable {
    /// The signed-in user's own profile (`app://profile`).
    case own
    /// Someone's profile (`app://profile/<userID>`).
    case user(id: String)
    /// One post (`app://post/<postID>`).
    case post(id: String)

    /// Reads `app://profile`, `app://profile/<userID>` and `app://post/<postID>`, the IDs following
    /// Models' `ResourceID` rule; nil for any other link.
    public init?(link: AppLink) {
        switch (link.host, link.item) {
        case ("profile", nil): self = .own
        case ("profile", .some(let id)) where ResourceID.isValid(id): self = .user(id: id)
        case ("post", .some(let id)) where ResourceID.isValid(id): self = .post(id: id)
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
        case .own: AppLink(host: "profile").url
        case .user(let id): AppLink(host: "profile", item: id).url
        case .post(let id): AppLink(host: "post", item: id).url
        }
    }

    /// What analytics call the place: its kind, never an ID.
    public var analyticsName: String {
        switch self {
        case .own: "own_profile"
        case .user: "profile"
        case .post: "post"
        }
    }

    /// The IDs the route carries all follow the rule.
    var hasValidID: Bool {
        switch self {
        case .own: true
        case .user(let id), .post(let id): ResourceID.isValid(id)
        }
    }

    /// The name of the screen the route shows: `profile`, `profile:<userID>` or `post:<postID>`.
    var screenName: String {
        switch self {
        case .own: "profile"
        case .user(let id): "profile:\(id)"
        case .post(let id): "post:\(id)"
        }
    }
}
