import Logging
import Networking

/// The client the services send through: the app's authenticated ``/Networking/HTTPClient``.
public struct AuthenticatedClient: HTTPClient {
    private let client: any HTTPClient
    private let sessions: SessionTokenProvider
    private let logger: Logger

    /// A client sending through `client`, built with `tokenProvider`.
    public init(
        client: any HTTPClient, tokenProvider: SessionTokenProvider,
        logger: Logger = Logger(label: "app.services")
    ) {
        self.client = client
        self.sessions = tokenProvider
        self.logger = logger
    }

    /// Sends `endpoint`; a 401 after a renewed session fails as an unusable answer, not an ended session.
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
