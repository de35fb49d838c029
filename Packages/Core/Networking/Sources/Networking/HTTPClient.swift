/// Sends typed endpoints to the app's backend.
///
/// Every failure is a ``NetworkError``; services depend on this protocol, never on a concrete client.
public protocol HTTPClient: Sendable {
    /// Sends `endpoint` and returns its decoded answer, or throws why it failed.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response
}
