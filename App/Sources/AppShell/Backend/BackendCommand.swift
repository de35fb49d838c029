/// A fault control of the embedded backend, as `backend ...` lines write it.
enum BackendCommand: Equatable, Sendable {
    case offline
    case online
    case latency(milliseconds: Int)
    case fail(count: Int, status: Int)
    case maintenance(Bool)
    case revoke
    case expireTokens
    case deletePost(id: String)
}
