import InMemoryTracing
import Tracing

struct ShellSpan: Span {
    private let recorded: InMemorySpan?
    let context: ServiceContext

    init(_ recorded: InMemorySpan) {
        self.recorded = recorded
        self.context = recorded.context
    }

    init(context: ServiceContext) {
        self.recorded = nil
        self.context = context
    }

    var isRecording: Bool { recorded?.isRecording ?? false }

    var operationName: String {
        get { recorded?.operationName ?? "" }
        nonmutating set { recorded?.operationName = newValue }
    }

    var attributes: SpanAttributes {
        get { recorded?.attributes ?? [:] }
        nonmutating set { recorded?.attributes = newValue }
    }

    func setStatus(_ status: SpanStatus) { recorded?.setStatus(status) }

    func addEvent(_ event: SpanEvent) { recorded?.addEvent(event) }

    func recordError<Instant: TracerInstant>(
        _ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> Instant
    ) {
        recorded?.recordError(error, attributes: attributes, at: instant())
    }

    func addLink(_ link: SpanLink) { recorded?.addLink(link) }

    func end<Instant: TracerInstant>(at instant: @autoclosure () -> Instant) { recorded?.end(at: instant()) }
}
