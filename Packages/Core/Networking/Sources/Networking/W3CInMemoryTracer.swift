import InMemoryTracing
import Tracing
import W3CTraceContext

/// A tracer that records spans in memory, like swift-distributed-tracing's `InMemoryTracer`, under
/// W3C trace context IDs, and carries them across HTTP as `traceparent` (and `tracestate`): a
/// client's request span and the spans of the server that answered it join into one trace.
public struct W3CInMemoryTracer: Tracer {
    /// The header fields of W3C trace context.
    enum Field {
        /// The trace ID, the caller's span ID and the flags: `00-<32 hex>-<16 hex>-<2 hex>`.
        static let traceParent = "traceparent"
        /// Vendors' own values, passed along unchanged.
        static let traceState = "tracestate"
    }

    /// The longest `tracestate` read: W3C asks that at least 512 characters be passed on. A longer
    /// one is dropped (the trace goes on without it), so a hostile header costs little to parse.
    static let traceStateLimit = 512

    private let recorder: InMemoryTracer

    /// A tracer with nothing recorded.
    public init() {
        // The recorder names each span with the IDs `startSpan` chose for it (below).
        recorder = InMemoryTracer(
            idGenerator: InMemoryTracer.IDGenerator(
                nextTraceID: { (SpanStart.ids?.traceID ?? .random()).description },
                nextSpanID: { (SpanStart.ids?.spanID ?? .random()).description }),
            recordInjections: false, recordExtractions: false)
    }

    /// Starts a span in the caller's trace (a new one when `context` carries none), with W3C IDs.
    public func startSpan<Instant: TracerInstant>(
        _ operationName: String, context: @autoclosure () -> ServiceContext, ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
    ) -> InMemorySpan {
        var context = context()
        let parent = context.w3cTraceContext
        let ids = TraceContext(
            traceID: parent?.traceID ?? .random(), spanID: .random(), flags: .sampled,
            state: parent?.state ?? TraceState())
        if parent == nil {
            // Another tracer's span is no parent of ours: its IDs are not W3C's.
            context.inMemorySpanContext = nil
        }
        context.w3cTraceContext = ids
        return SpanStart.$ids.withValue(ids) {
            recorder.startSpan(
                operationName, context: context, ofKind: kind, at: instant(), function: function,
                file: fileID, line: line)
        }
    }

    /// The span of `context` that has started and not ended, if any.
    public func activeSpan(identifiedBy context: ServiceContext) -> InMemorySpan? {
        recorder.activeSpan(identifiedBy: context)
    }

    /// The spans that have ended, in the order they ended.
    public var finishedSpans: [FinishedInMemorySpan] { recorder.finishedSpans }

    /// The spans that have ended, in the order they ended, forgetting them.
    public func popFinishedSpans() -> [FinishedInMemorySpan] { recorder.popFinishedSpans() }

    /// Nothing to flush: spans are kept in memory.
    public func forceFlush() {}

    /// Writes the span of `context` as `traceparent` (and `tracestate`, when there is one); a
    /// context with no span of this tracer writes nothing.
    public func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {
        guard let trace = context.w3cTraceContext else { return }
        injector.inject(trace.traceParentHeaderValue, forKey: Field.traceParent, into: &carrier)
        if let state = trace.traceStateHeaderValue {
            injector.inject(state, forKey: Field.traceState, into: &carrier)
        }
    }

    /// Makes the caller's span, as `traceparent` names it, the parent of spans started in `context`;
    /// a malformed `traceparent` leaves `context` as it is (a new trace), a bad `tracestate` is dropped.
    public func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {
        guard let parent = extractor.extract(key: Field.traceParent, from: carrier),
            let trace = Self.trace(
                parent: parent, state: extractor.extract(key: Field.traceState, from: carrier))
        else { return }
        context.w3cTraceContext = trace
        context.inMemorySpanContext = InMemorySpanContext(
            traceID: trace.traceID.description, spanID: trace.spanID.description, parentSpanID: nil)
    }

    private static func trace(parent: String, state: String?) -> TraceContext? {
        // Version 00 is exactly 55 bytes; checked first, so a huge header is never copied.
        guard parent.utf8.count == 55 else { return nil }
        if let state, state.utf8.count <= traceStateLimit,
            let trace = try? TraceContext(traceParentHeaderValue: parent, traceStateHeaderValue: state)
        {
            return trace
        }
        return try? TraceContext(traceParentHeaderValue: parent)
    }
}

/// The IDs of the span being started, which the recorder's ID generator hands out, so that the
/// recorded span and its W3C context name the same span.
private enum SpanStart {
    @TaskLocal static var ids: TraceContext?
}

extension ServiceContext {
    /// The W3C trace context of the current span of a ``W3CInMemoryTracer``.
    fileprivate var w3cTraceContext: TraceContext? {
        get { self[W3CTraceContextKey.self] }
        set { self[W3CTraceContextKey.self] = newValue }
    }
}

private enum W3CTraceContextKey: ServiceContextKey {
    typealias Value = TraceContext
}
