import Foundation

/// The tokens that authorise requests, and when the access token stops working.
public struct Session: Codable, Equatable, Sendable {
    /// The most characters a token may have.
    public static let maximumTokenLength = 4096

    /// The bearer token sent with authenticated requests.
    public let accessToken: String
    /// The single-use token that obtains a new session when the access token expires.
    public let refreshToken: String
    /// The instant the access token stops working.
    public let expiresAt: Date

    /// Creates a session.
    public init(accessToken: String, refreshToken: String, expiresAt: Date) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Decodes a session, held to the rules: tokens of at most 4,096 characters on one line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decodeLine(.accessToken, maxLength: Self.maximumTokenLength)
        refreshToken = try container.decodeLine(.refreshToken, maxLength: Self.maximumTokenLength)
        expiresAt = try container.decode(Date.self, forKey: .expiresAt)
    }

    /// Whether the access token has stopped working at `instant`; it is expired from `expiresAt` on.
    public func isExpired(at instant: Date) -> Bool {
        instant >= expiresAt
    }
}

extension Session: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The session with both tokens redacted.
    public var description: String { redactedDescription(of: self) }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["accessToken": Redacted(), "refreshToken": Redacted(), "expiresAt": expiresAt],
            displayStyle: .struct
        )
    }
}
