import Foundation

extension BackendData {
    /// How many sessions the backend keeps live: a session is one refresh token at a time, and
    /// apps killed before logging out would otherwise leave theirs for ever. Beyond it, the session
    /// least recently started or refreshed ends.
    static let sessionCapacity = 1_000

    /// Starts a session for a user: a new access token and a new refresh token.
    mutating func startSession(for userID: String, now: Date, lifetime: TimeInterval) -> Session {
        issueTokens(userID: userID, sessionID: TokenGenerator.make(), now: now, lifetime: lifetime)
    }

    /// Spends a refresh token and returns the session's new tokens, or nil when it is unknown
    /// (never issued, already used, revoked or logged out).
    mutating func rotate(refreshToken: String, now: Date, lifetime: TimeInterval) -> Session? {
        guard let grant = refreshGrants.removeValue(forKey: refreshToken) else { return nil }
        return issueTokens(userID: grant.userID, sessionID: grant.sessionID, now: now, lifetime: lifetime)
    }

    /// The live grant of an access token, or nil when it is unknown or has expired.
    func accessGrant(for token: String, now: Date) -> AccessGrant? {
        guard let grant = accessGrants[token], grant.expiresAt > now else { return nil }
        return grant
    }

    /// Logs a session out: every token issued under it stops working.
    mutating func endSession(_ sessionID: String) {
        accessGrants = accessGrants.filter { $0.value.sessionID != sessionID }
        refreshGrants = refreshGrants.filter { $0.value.sessionID != sessionID }
    }

    /// Invalidates every token that exists now; tokens issued later are unaffected.
    mutating func revokeAllSessions() {
        accessGrants = [:]
        refreshGrants = [:]
    }

    /// Expires every access token that exists now; refresh tokens stay valid.
    mutating func expireAccessTokens(now: Date) {
        for token in accessGrants.keys {
            accessGrants[token]?.expiresAt = now
        }
    }

    private mutating func issueTokens(userID: String, sessionID: String, now: Date, lifetime: TimeInterval) -> Session {
        accessGrants = accessGrants.filter { $0.value.expiresAt > now }
        // Whole seconds, so the expiry on the wire (ISO-8601) is exactly the one enforced here.
        let expiresAt = Date(timeIntervalSince1970: (now.timeIntervalSince1970 + lifetime).rounded(.down))
        let session = Session(accessToken: TokenGenerator.make(), refreshToken: TokenGenerator.make(), expiresAt: expiresAt)
        accessGrants[session.accessToken] = AccessGrant(userID: userID, sessionID: sessionID, expiresAt: session.expiresAt)
        refreshGrants[session.refreshToken] = RefreshGrant(userID: userID, sessionID: sessionID, issuedAt: now)
        if refreshGrants.count > Self.sessionCapacity, let oldest = refreshGrants.values.min(by: { $0.issuedAt < $1.issuedAt }) {
            endSession(oldest.sessionID)
        }
        return session
    }
}
