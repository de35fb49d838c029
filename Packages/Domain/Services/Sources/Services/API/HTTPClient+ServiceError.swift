import Networking
import Tracing

extension HTTPClient {
    /// Sends `endpoint` as a span of the service method calling (`function` in `fileID`); a
    /// failure becomes the ``ServiceError`` it stands for.
    func request<Response>(
        _ endpoint: Endpoint<Response>, tracer: any Tracer,
        function: String = #function, fileID: String = #fileID
    ) async throws(ServiceError) -> Response {
        try await tracer.serviceSpan(function: function, fileID: fileID) { () throws(ServiceError) in
            do throws(NetworkError) {
                return try await send(endpoint)
            } catch {
                throw ServiceError(error)
            }
        }
    }
}
