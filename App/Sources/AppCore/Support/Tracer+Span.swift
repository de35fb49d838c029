import Design
import Tracing

extension Tracer {
    /// Runs `body` as a span named after the code calling (`SignedInCoordinator.show`), with
    /// `detail` after the name (what it was asked for).
    func span<Value>(
        _ detail: String? = nil, function: String = #function, fileID: String = #fileID,
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Value
    ) async -> Value {
        let span = startSpan(
            SpanName.of(function: function, fileID: fileID, detail: detail), function: function, file: fileID)
        defer { span.end() }
        return await ServiceContext.$current.withValue(span.context) { await body() }
    }
}
