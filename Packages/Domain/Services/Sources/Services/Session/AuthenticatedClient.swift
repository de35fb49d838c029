import Logging
import Networking

/// The client the services send through: the app's authenticated ``/Networking/HTTPClient``,
/// telling a session that ended from a backend that refuses the access token it has just renewed.
///
/// A 401 reaches a service only after the one refresh it set off. When that refresh was refused,
/// the token provider has cleared the session and the 401 stands: the session has ended. When the
/// refresh renewed the session (with a new access token or, as a backend may, the same one) and
/// the backend refused the replay all the same, the session is fine and the backend broke the
/// API's rules: the request fails as an answer the app can't use, and the session is kept. What
/// decides is whether a session is still stored, as it decides the app's state.
public struct AuthenticatedClient: HTTPClient {
    private let client: any HTTPClient
    private let sessions: SessionTokenProvider
    private let logger: Logger

    /// - Parameters:
    ///   - client: the client built with `tokenProvider`.
    ///   - tokenProvider: the provider that tells a refused refresh from a renewed session.
    ///   - logger: where a replay the backend refuses after a renewal is logged.
    public init(
        client: any HTTPClient, tokenProvider: SessionTokenProvider,
        logger: Logger = Logger(label: "app.services")
    ) {
        self.client = client
        self.sessions = tokenProvider
        self.logger = logger
    }

    /// Sends `endpoint`; a 401 after a renewed session fails as an answer the app can't use, not
    /// as an ended session.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        let signedIn = endpoint.requiresAuthentication ? await sessions.holdsSession : false
        do {
            return try await client.send(endpoint)
        } catch .unauthorized where signedIn {
            guard await sessions.holdsSession else { throw .unauthorized }
            logger.warning("The backend refused the access token it had just renewed; the session is kept.")
            throw .invalidResponse("HTTP 401 again after the access token was renewed")
        }
    }
}
