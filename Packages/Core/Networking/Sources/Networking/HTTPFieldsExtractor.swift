import HTTPTypes
import Tracing

/// Reads what a tracer extracts (W3C's `traceparent` and `tracestate`) from a request's header
/// fields, as a server does on arrival.
public struct HTTPFieldsExtractor: Extractor {
    /// An extractor; it holds nothing.
    public init() {}

    /// The value of the field `key`; several fields of that name come joined with `, `, as HTTP
    /// combines them.
    public func extract(key: String, from fields: HTTPFields) -> String? {
        HTTPField.Name(key).flatMap { fields[$0] }
    }
}
