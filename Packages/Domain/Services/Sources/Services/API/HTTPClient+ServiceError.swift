import Networking
import Tracing

extension HTTPClient {
    /// Sends `endpoint` as a service call: a span named after the calling method, and any failure
    /// as a ``ServiceError``. A feature's own live service calls its endpoints through it.
    public func request<Response>(
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
