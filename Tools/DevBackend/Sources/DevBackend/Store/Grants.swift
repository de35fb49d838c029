import Foundation

/// What an access token grants: its user and session, until it expires.
struct AccessGrant: Codable, Equatable {
    let userID: String
    let sessionID: String
    var expiresAt: Date
}

/// What a refresh token grants: one new session for its user, after which it is spent.
struct RefreshGrant: Codable, Equatable {
    let userID: String
    let sessionID: String
    /// When its session was started or last refreshed; the session least recently used goes first
    /// when there are too many. A file from before this field reads it as the distant past.
    let issuedAt: Date

    init(userID: String, sessionID: String, issuedAt: Date) {
        self.userID = userID
        self.sessionID = sessionID
        self.issuedAt = issuedAt
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userID = try container.decode(String.self, forKey: .userID)
        sessionID = try container.decode(String.self, forKey: .sessionID)
        issuedAt = try container.decodeIfPresent(Date.self, forKey: .issuedAt) ?? .distantPast
    }
}
