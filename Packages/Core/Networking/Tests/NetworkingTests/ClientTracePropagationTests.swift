import InMemoryTracing
import Networking
import NetworkingTesting
import Testing
import Tracing

/// Each request carries its span as W3C trace context, written by the tracer through
/// `Instrument.inject`, so the server can continue the trace.
@Suite struct ClientTracePropagationTests {
    private func client(_ server: StubServer, tracer: any Tracer) -> LiveHTTPClient {
        LiveHTTPClient(
            baseURL: server.baseURL, transport: server.transport,
            retryPolicy: RetryPolicy(
                maxAttempts: 3, baseDelay: .seconds(1), maxDelay: .seconds(10), jitter: 0),
            clock: RecordingClock(), tracer: tracer)
    }

    @Test func theRequestCarriesItsSpanAsATraceparent() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            let tracer = W3CInMemoryTracer()
            _ = try await client(server, tracer: tracer).send(.note())
            let span = try #require(tracer.finishedSpans.first)
            let header = try #require(server.requests.first?.header("traceparent"))
            #expect(header == "00-\(span.traceID)-\(span.spanID)-01")
            #expect(header.wholeMatch(of: /00-[0-9a-f]{32}-[0-9a-f]{16}-01/) != nil, "\(header)")
            #expect(server.requests.first?.header("tracestate") == nil)
        }
    }

    @Test func eachAttemptCarriesItsOwnSpanInTheCallersTrace() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", inTurn: [.status(503), .json(Note.sample)])
            let tracer = W3CInMemoryTracer()
            try await tracer.withSpan("caller") { _ in
                _ = try await client(server, tracer: tracer).send(.note())
            }
            let caller = try #require(tracer.finishedSpans.first { $0.operationName == "caller" })
            let attempts = tracer.finishedSpans.filter { $0.operationName == "GET /v1/notes/n1" }
            let headers = server.requests.compactMap { $0.header("traceparent") }
            #expect(headers == attempts.map { "00-\(caller.traceID)-\($0.spanID)-01" })
            #expect(Set(headers).count == 2)
        }
    }

    @Test func withTracingOffNoHeaderIsAdded() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            _ = try await client(server, tracer: NoOpTracer()).send(.note())
            let request = try #require(server.requests.first)
            #expect(request.header("traceparent") == nil)
            #expect(request.header("tracestate") == nil)
        }
    }
}
