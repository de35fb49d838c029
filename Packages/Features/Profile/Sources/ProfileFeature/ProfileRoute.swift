import Foundation

/// The places inside the profile feature a deep link can point at.
public enum ProfileRoute: Sendable, Equatable {
    case own
    case user(id: String)
    case post(id: String)

    /// Parses `app://profile`, `app://profile/<userID>` and `app://post/<postID>`.
    public init?(url: URL) {
        guard url.scheme == "app" else { return nil }
        let parts = url.path.split(separator: "/").map(String.init)
        switch (url.host, parts.count) {
        case ("profile", 0): self = .own
        case ("profile", 1): self = .user(id: parts[0])
        case ("post", 1): self = .post(id: parts[0])
        default: return nil
        }
    }

    /// The deep link for this route.
    public var url: URL {
        switch self {
        case .own: URL(string: "app://profile")!
        case .user(let id): URL(string: "app://profile/\(id)")!
        case .post(let id): URL(string: "app://post/\(id)")!
        }
    }
}
