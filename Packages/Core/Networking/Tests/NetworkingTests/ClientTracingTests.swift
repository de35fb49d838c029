import InMemoryTracing
import Networking
import NetworkingTesting
import Testing
import Tracing

@Suite struct ClientTracingTests {
    private func client(_ server: StubServer, tracer: InMemoryTracer, bodyLimit: Int = 1 << 20)
        -> LiveHTTPClient
    {
        LiveHTTPClient(
            baseURL: server.baseURL, transport: server.transport,
            retryPolicy: RetryPolicy(
                maxAttempts: 3, baseDelay: .seconds(1), maxDelay: .seconds(10), jitter: 0),
            clock: RecordingClock(), bodyLimit: bodyLimit, tracer: tracer)
    }

    @Test func eachExchangeIsAClientSpanWithItsMethodPathAndStatus() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", inTurn: [.status(503), .json(Note.sample)])
            let tracer = InMemoryTracer()
            _ = try await client(server, tracer: tracer).send(.note())
            let spans = tracer.finishedSpans
            #expect(spans.map(\.operationName) == ["GET /v1/notes/n1", "GET /v1/notes/n1"])
            #expect(spans.allSatisfy { $0.kind == .client })
            #expect(
                spans.map { $0.attributes["http.response.status_code"]?.toSpanAttribute() } == [503, 200])
            #expect(spans.map { $0.attributes["http.request.method"]?.toSpanAttribute() } == ["GET", "GET"])
        }
    }

    @Test func aFailedExchangeIsMarkedAnErrorAndNamesTheFailure() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            let tracer = InMemoryTracer()
            _ = try? await client(server, tracer: tracer, bodyLimit: 4).send(.note())
            let span = try #require(tracer.finishedSpans.first)
            #expect(span.status?.code == .error)
            #expect(span.attributes["error.type"]?.toSpanAttribute() == "bodyTooLarge")
            #expect(span.attributes["http.response.status_code"] == nil)
        }
    }

    @Test func theSpanIsAChildOfTheCallersSpan() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            let tracer = InMemoryTracer()
            try await tracer.withSpan("caller") { _ in
                _ = try await client(server, tracer: tracer).send(.note())
            }
            let spans = tracer.finishedSpans
            let caller = try #require(spans.first { $0.operationName == "caller" })
            let exchange = try #require(spans.first { $0.operationName == "GET /v1/notes/n1" })
            #expect(exchange.parentSpanID == caller.spanID)
            #expect(exchange.traceID == caller.traceID)
        }
    }
}
