import HTTPTypes
import Tracing

/// Writes what a tracer injects (W3C's `traceparent` and `tracestate`) into a request's header fields.
public struct HTTPFieldsInjector: Injector {
    /// An injector; it holds nothing.
    public init() {}

    /// Sets the field `key` to `value`, replacing any field of that name; a key that is not a
    /// valid field name is dropped.
    public func inject(_ value: String, forKey key: String, into fields: inout HTTPFields) {
        guard let name = HTTPField.Name(key) else { return }
        fields[name] = value
    }
}
