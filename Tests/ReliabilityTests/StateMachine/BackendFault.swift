import Models

/// A fault the backend can be put in, as the shell's `backend …` commands do.
enum BackendFault: Sendable, CustomStringConvertible {
    /// Refuses connections (true) or answers again (false).
    case offline(Bool)
    /// Answers every request with the maintenance 503 (true) or stops (false).
    case maintenance(Bool)
    /// The next `count` requests answer `status`.
    case failNext(count: Int, status: Int)
    /// Every session and refresh token that exists now stops working.
    case revokeSessions
    /// Every access token that exists now expires (refresh tokens still work).
    case expireAccessTokens
    /// The post is gone.
    case deletePost(ID<Post>)

    var description: String {
        switch self {
        case .offline(let isOffline): isOffline ? "backend offline" : "backend online"
        case .maintenance(let isOn): "backend maintenance \(isOn ? "on" : "off")"
        case .failNext(let count, let status): "backend fail \(count) \(status)"
        case .revokeSessions: "backend revoke"
        case .expireAccessTokens: "backend expire-tokens"
        case .deletePost(let id): "backend delete-post \(id)"
        }
    }
}
