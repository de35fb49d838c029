import Foundation
import InMemoryTracing
import Networking
import Tracing

/// The shell's tracer: under `--trace` or `trace on` it records the spans the app's modules start,
/// under W3C trace context IDs that each request carries to the server (`traceparent`).
final class ShellTracer: Tracer, @unchecked Sendable {
    /// On or off, for the app's tracer and the embedded backend's alike.
    private final class Switch: @unchecked Sendable {
        private let lock = NSLock()
        private var on: Bool

        init(on: Bool) { self.on = on }

        var isOn: Bool {
            get { lock.withLock { on } }
            set { lock.withLock { on = newValue } }
        }
    }

    private let recorder = W3CInMemoryTracer()
    private let state: Switch
    private let service: TracedSpan.Service
    private let embeddedBackend: ShellTracer?

    init(on: Bool) {
        state = Switch(on: on)
        service = .app
        embeddedBackend = ShellTracer(sharing: state)
    }

    private init(sharing state: Switch) {
        self.state = state
        service = .backend
        embeddedBackend = nil
    }

    /// The embedded backend's tracer: a recorder of its own, as another process would have, on and
    /// off with this one; its spans come out with this one's, marked as the backend's.
    var backend: ShellTracer { embeddedBackend ?? self }

    var isOn: Bool {
        get { state.isOn }
        set { state.isOn = newValue }
    }

    func startSpan<Instant: TracerInstant>(
        _ operationName: String, context: @autoclosure () -> ServiceContext, ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
    ) -> ShellSpan {
        guard isOn else { return ShellSpan(context: context()) }
        let span = recorder.startSpan(
            operationName, context: context(), ofKind: kind, at: instant(), function: function, file: fileID,
            line: line)
        span.attributes["code.namespace"] = String(fileID.prefix { $0 != "/" })
        return ShellSpan(span)
    }

    func activeSpan(identifiedBy context: ServiceContext) -> ShellSpan? {
        recorder.activeSpan(identifiedBy: context).map(ShellSpan.init)
    }

    /// The spans that ended since the last call, the embedded backend's included.
    func takeFinishedSpans() -> [TracedSpan] {
        recorder.popFinishedSpans().map { TracedSpan($0, service: service) }
            + (embeddedBackend?.takeFinishedSpans() ?? [])
    }

    func forceFlush() {}

    /// Writes the span of `context` as `traceparent`; while tracing is off, nothing.
    func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {
        guard isOn else { return }
        recorder.inject(context, into: &carrier, using: injector)
    }

    /// Continues the trace a request's `traceparent` names; while tracing is off, nothing is read.
    func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {
        guard isOn else { return }
        recorder.extract(carrier, into: &context, using: extractor)
    }
}
