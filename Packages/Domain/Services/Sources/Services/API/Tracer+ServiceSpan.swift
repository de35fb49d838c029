import Tracing

extension Tracer {
    /// Runs `call` as a span named after the service method that makes it, `function` in `fileID`
    /// (`LiveProfileService.profile`, the file being named after its type).
    func serviceSpan<Value>(
        function: String = #function, fileID: String = #fileID, isolation: isolated (any Actor)? = #isolation,
        _ call: () async throws(ServiceError) -> Value
    ) async throws(ServiceError) -> Value {
        let type = fileID.split(separator: "/").last?.prefix { $0 != "." } ?? ""
        let span = startSpan("\(type).\(function.prefix { $0 != "(" })", function: function, file: fileID)
        defer { span.end() }
        let result: Result<Value, ServiceError> = await ServiceContext.$current.withValue(span.context) {
            do throws(ServiceError) {
                return .success(try await call())
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = result {
            // The case alone: a case's text may quote the server.
            span.attributes["error.type"] = String("\(error)".prefix { $0 != "(" })
            span.setStatus(SpanStatus(code: .error))
        }
        return try result.get()
    }
}
