/// Supplies the bearer token for authenticated endpoints and renews it when the server rejects it.
public protocol TokenProvider: Sendable {
    /// The current access token, or `nil` when nobody is signed in.
    func accessToken() async -> String?
    /// Obtains a new access token; throws when the session cannot be renewed.
    func refreshAccessToken() async throws -> String
}
