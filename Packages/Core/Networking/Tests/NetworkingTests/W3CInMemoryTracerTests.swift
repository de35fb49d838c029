import HTTPTypes
import InMemoryTracing
import Testing
import Tracing

@testable import Networking

/// The tracer that speaks W3C trace context: what it writes, what it continues, and what it
/// ignores (a new trace, never a failure).
@Suite struct W3CInMemoryTracerTests {
    private static let parent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"

    /// Starts and ends one span in the context extracted from `fields`.
    private func serverSpan(for fields: HTTPFields) throws -> FinishedInMemorySpan {
        let tracer = W3CInMemoryTracer()
        var context = ServiceContext.topLevel
        tracer.extract(fields, into: &context, using: HTTPFieldsExtractor())
        tracer.startSpan("server", context: context, ofKind: .server).end()
        return try #require(tracer.finishedSpans.first)
    }

    private func fields(_ values: [(String, String)]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in values {
            fields.append(HTTPField(name: HTTPField.Name(name)!, value: value))
        }
        return fields
    }

    @Test func aSpanStartedAfterExtractionContinuesTheCallersTrace() throws {
        let span = try serverSpan(for: fields([("traceparent", Self.parent)]))
        #expect(span.traceID == "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(span.parentSpanID == "00f067aa0ba902b7")
        #expect(span.spanID.wholeMatch(of: /[0-9a-f]{16}/) != nil)
    }

    @Test func aRootSpanHasNewW3CIDs() {
        let tracer = W3CInMemoryTracer()
        tracer.startSpan("one").end()
        tracer.startSpan("two").end()
        let spans = tracer.finishedSpans
        #expect(
            spans.allSatisfy { $0.traceID.wholeMatch(of: /[0-9a-f]{32}/) != nil && $0.parentSpanID == nil })
        #expect(Set(spans.map(\.traceID)).count == 2)
    }

    @Test func theTraceStateIsPassedOnUnchanged() {
        let tracer = W3CInMemoryTracer()
        var context = ServiceContext.topLevel
        tracer.extract(
            fields([("traceparent", Self.parent), ("tracestate", "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7")]),
            into: &context, using: HTTPFieldsExtractor())
        let span = tracer.startSpan("server", context: context, ofKind: .server)
        var outgoing = HTTPFields()
        tracer.inject(span.context, into: &outgoing, using: HTTPFieldsInjector())
        span.end()
        #expect(outgoing[HTTPField.Name("tracestate")!] == "congo=t61rcWkgMzE, rojo=00f067aa0ba902b7")
        #expect(
            outgoing[HTTPField.Name("traceparent")!]?.hasPrefix("00-4bf92f3577b34da6a3ce929d0e0e4736-")
                == true)
    }

    @Test func aBadOrOverlongTraceStateIsDroppedAndTheTraceKept() throws {
        for state in [
            "not a list", "rojo=" + String(repeating: "a", count: W3CInMemoryTracer.traceStateLimit),
        ] {
            let span = try serverSpan(for: fields([("traceparent", Self.parent), ("tracestate", state)]))
            #expect(span.traceID == "4bf92f3577b34da6a3ce929d0e0e4736")
        }
    }

    @Test(arguments: [
        "",
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",  // too short
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-",  // too long
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01",  // not lowercase
        "00-4bf92f3577b34da6a3ce929d0e0e47zz-00f067aa0ba902b7-01",  // not hex
        "00-00000000000000000000000000000000-00f067aa0ba902b7-01",  // no trace ID
        "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",  // no span ID
        "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",  // a version that is not 00
        "00_4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7_01",  // wrong delimiters
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-é",  // 55 bytes, not ASCII
    ])
    func aMalformedTraceparentStartsANewTrace(_ value: String) throws {
        let span = try serverSpan(for: fields([("traceparent", value)]))
        #expect(span.parentSpanID == nil)
        #expect(span.traceID != "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(span.traceID.wholeMatch(of: /[0-9a-f]{32}/) != nil)
    }

    @Test func aHugeTraceparentStartsANewTrace() throws {
        let span = try serverSpan(
            for: fields([("traceparent", Self.parent + String(repeating: "0", count: 1 << 20))]))
        #expect(span.parentSpanID == nil)
    }

    @Test func twoTraceparentFieldsAreNoParent() throws {
        let span = try serverSpan(for: fields([("traceparent", Self.parent), ("traceparent", Self.parent)]))
        #expect(span.parentSpanID == nil)
    }

    @Test func aSpanOfAnotherTracerIsNoParent() throws {
        let other = InMemoryTracer()
        let foreign = other.startSpan("foreign")
        let tracer = W3CInMemoryTracer()
        tracer.startSpan("ours", context: foreign.context).end()
        foreign.end()
        let ours = try #require(tracer.finishedSpans.first)
        #expect(ours.parentSpanID == nil)
        #expect(ours.traceID.wholeMatch(of: /[0-9a-f]{32}/) != nil)
    }

    @Test func aContextWithoutASpanInjectsNothing() {
        var outgoing = HTTPFields()
        W3CInMemoryTracer().inject(.topLevel, into: &outgoing, using: HTTPFieldsInjector())
        #expect(outgoing.isEmpty)
    }
}
