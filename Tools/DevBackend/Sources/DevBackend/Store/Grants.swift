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
}
