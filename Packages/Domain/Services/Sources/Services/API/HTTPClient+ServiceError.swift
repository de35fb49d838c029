import Networking

extension HTTPClient {
    /// Sends `endpoint`; a failure becomes the ``ServiceError`` it stands for.
    func request<Response>(_ endpoint: Endpoint<Response>) async throws(ServiceError) -> Response {
        do {
            return try await send(endpoint)
        } catch {
            throw ServiceError(error)
        }
    }
}
