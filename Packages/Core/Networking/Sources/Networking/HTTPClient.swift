/// Sends typed endpoints to the app's backend.
public protocol HTTPClient: Sendable {
    /// Sends `endpoint` and returns its decoded answer, or throws why it failed.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response
}
