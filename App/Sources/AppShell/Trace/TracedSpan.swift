import InMemoryTracing
import Tracing

/// A span that has ended, as the shell prints it: a tree line under `--trace`, a `span` event under `--json`.
struct TracedSpan: Equatable, Sendable {
    let traceID: String
    let id: String
    let parentID: String?
    let name: String
    let module: String
    /// Whose tracer recorded it: the app's, or the embedded backend's.
    let service: Service
    let kind: String
    let start: UInt64
    let nanoseconds: UInt64
    let failed: Bool
    let attributes: [Attribute]
    let events: [Event]

    enum Service: String, Sendable {
        case app
        case backend
    }

    struct Attribute: Equatable, Sendable {
        let key: String
        let value: Value
    }

    enum Value: Equatable, Sendable {
        case int(Int)
        case text(String)
    }

    struct Event: Equatable, Sendable {
        let name: String
        let at: UInt64
    }

    func attribute(_ key: String) -> Value? {
        attributes.first { $0.key == key }?.value
    }
}

extension TracedSpan {
    init(_ span: FinishedInMemorySpan, service: Service) {
        var module = ""
        var attributes: [Attribute] = []
        span.attributes.forEach { key, value in
            if key == "code.namespace" {
                module = Self.text(of: value)
            } else {
                attributes.append(Attribute(key: key, value: Self.value(of: value)))
            }
        }
        let start = span.startInstant.nanosecondsSinceEpoch
        self.init(
            traceID: span.traceID, id: span.spanID, parentID: span.parentSpanID, name: span.operationName,
            module: module, service: service, kind: "\(span.kind)", start: start,
            nanoseconds: span.endInstant.nanosecondsSinceEpoch &- start,
            failed: span.status?.code == .error || !span.errors.isEmpty,
            attributes: attributes.sorted { $0.key < $1.key },
            events: span.events.map { Event(name: $0.name, at: $0.nanosecondsSinceEpoch) })
    }

    private static func value(of attribute: SpanAttribute) -> Value {
        switch attribute {
        case .int32(let int): .int(Int(int))
        case .int64(let int): .int(Int(int))
        default: .text(text(of: attribute))
        }
    }

    private static func text(of attribute: SpanAttribute) -> String {
        switch attribute {
        case .string(let string): string
        case .bool(let bool): String(bool)
        case .double(let double): String(double)
        case .stringConvertible(let value): value.description
        default: "\(attribute)"
        }
    }
}
