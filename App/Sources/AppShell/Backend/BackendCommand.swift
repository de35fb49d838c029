/// A fault control of the embedded backend, as `backend ...` lines write it.
enum BackendCommand: Equatable, Sendable {
    /// Refuse connections.
    case offline
    /// Answer again.
    case online
    /// Add this many milliseconds before every response.
    case latency(milliseconds: Int)
    /// Answer the next `count` requests with `status`.
    case fail(count: Int, status: Int)
    /// Answer every request 503 with the maintenance flag, or stop doing so.
    case maintenance(Bool)
    /// Invalidate every session and refresh token that exists now.
    case revoke
    /// Expire every access token that exists now.
    case expireTokens
    case deletePost(id: String)
}
