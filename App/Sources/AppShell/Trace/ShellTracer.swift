import Foundation
import InMemoryTracing
import Tracing

/// The shell's tracer: under `--trace` or `trace on` it records the spans the app's modules start.
final class ShellTracer: Tracer, @unchecked Sendable {
    private let recorder = InMemoryTracer(recordInjections: false, recordExtractions: false)
    private let lock = NSLock()
    private var on: Bool

    init(on: Bool) {
        self.on = on
    }

    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
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

    func takeFinishedSpans() -> [TracedSpan] {
        recorder.popFinishedSpans().map(TracedSpan.init)
    }

    func forceFlush() {}

    func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {}

    func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {}
}
