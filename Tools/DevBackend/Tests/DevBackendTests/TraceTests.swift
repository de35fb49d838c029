import Foundation
import InMemoryTracing
import Networking
import NetworkingTesting
import Testing

@testable import DevBackend

/// Each request is a server span: in the trace its `traceparent` names, or in a new one when it
/// names none or is malformed (never a failure), with the routing, the faults, the handler and the
/// commit beneath it.
struct TraceTests {
    private static let traceID = "4bf92f3577b34da6a3ce929d0e0e4736"
    private static let callerSpanID = "00f067aa0ba902b7"
    private static let traceparent = "00-\(traceID)-\(callerSpanID)-01"

    private static func server(_ tracer: W3CInMemoryTracer) throws -> FinishedInMemorySpan {
        try #require(tracer.finishedSpans.first { $0.kind == .server })
    }

    private static func names(under span: FinishedInMemorySpan, in tracer: W3CInMemoryTracer) -> [String] {
        tracer.finishedSpans.filter { $0.parentSpanID == span.spanID }.map(\.operationName)
    }

    @Test(arguments: [BackendHarness.Mode.inMemory, .live])
    func aRequestContinuesTheTraceItsTraceparentNames(_ mode: BackendHarness.Mode) async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(tracer: tracer), mode: mode) { harness in
            let token = try await harness.token()
            let reply = try await harness.send(
                "GET", "/v1/users/u-bob", token: token, headers: ["traceparent": Self.traceparent])
            #expect(reply.status == 200)
        }
        let server = try #require(
            tracer.finishedSpans.first { $0.traceID == Self.traceID && $0.kind == .server })
        #expect(server.parentSpanID == Self.callerSpanID)
        #expect(server.operationName == "GET /v1/users/{id}")
        #expect(server.attributes["http.route"]?.toSpanAttribute() == "/v1/users/{id}")
        #expect(server.attributes["http.response.status_code"]?.toSpanAttribute() == 200)
        #expect(Self.names(under: server, in: tracer) == ["Router.match", "ProfileHandlers.getUser"])
    }

    @Test(arguments: [
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",
        "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
        "00-4bf92f3577b34da6a3ce929d0e0e47zz-00f067aa0ba902b7-01",
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01",
        "hostile; \u{7f} value",
    ])
    func aMalformedTraceparentStartsANewTraceAndChangesNoAnswer(_ value: String) async throws {
        let tracer = W3CInMemoryTracer()
        let reply = try await BackendHarness.run(.init(tracer: tracer)) { harness in
            try await harness.send("GET", "/v1/session", headers: ["traceparent": value])
        }
        #expect(reply.status == 401)
        let server = try Self.server(tracer)
        #expect(server.parentSpanID == nil)
        #expect(server.traceID != Self.traceID)
        #expect(server.traceID.wholeMatch(of: /[0-9a-f]{32}/) != nil)
    }

    @Test(arguments: [BackendHarness.Mode.inMemory, .live])
    func aHugeTraceparentIsIgnored(_ mode: BackendHarness.Mode) async throws {
        let tracer = W3CInMemoryTracer()
        let huge = Self.traceparent + String(repeating: "0", count: 32 << 10)
        let reply = try await BackendHarness.run(.init(tracer: tracer), mode: mode) { harness in
            try await harness.send("GET", "/v1/session", headers: ["traceparent": huge])
        }
        #expect(reply.status == 401)
        #expect(try Self.server(tracer).parentSpanID == nil)
    }

    @Test func aChangeIsHandledThenCommitted() async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(tracer: tracer)) { harness in
            _ = try await harness.login()
        }
        let server = try Self.server(tracer)
        #expect(server.operationName == "POST /v1/auth/login")
        #expect(
            Self.names(under: server, in: tracer) == [
                "Router.match", "AuthHandlers.login", "DevBackend.commit",
            ])
    }

    @Test func aRefusalMarksTheHandlerNotTheServer() async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(tracer: tracer)) { harness in
            _ = try await harness.send("GET", "/v1/session")
        }
        let handler = try #require(tracer.finishedSpans.first { $0.operationName == "SessionHandlers.get" })
        #expect(handler.status?.code == .error)
        #expect(handler.attributes["error.type"]?.toSpanAttribute() == "unauthorized")
        let server = try Self.server(tracer)
        #expect(server.status == nil)
        #expect(server.attributes["http.response.status_code"]?.toSpanAttribute() == 401)
    }

    @Test func latencyAndFailNextAreSpansAndA5xxMarksTheServer() async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(clock: RecordingClock(), tracer: tracer)) { harness in
            try await harness.backend.setLatency(.milliseconds(250))
            try await harness.backend.failNextRequests(1, status: 500)
            _ = try await harness.send("GET", "/v1/session")
        }
        let server = try Self.server(tracer)
        #expect(
            Self.names(under: server, in: tracer) == ["Router.match", "Faults.latency", "Faults.failNext"])
        let latency = try #require(tracer.finishedSpans.first { $0.operationName == "Faults.latency" })
        #expect(latency.attributes["dev_backend.wait_ms"]?.toSpanAttribute() == 250)
        #expect(server.status?.code == .error)
        #expect(server.attributes["error.type"]?.toSpanAttribute() == "injected_failure")
    }

    @Test func maintenanceAndATargetedFaultAreSpans() async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(tracer: tracer)) { harness in
            try await harness.backend.injectFault(.status(429), on: .getSession)
            _ = try await harness.send("GET", "/v1/session")
            await harness.backend.setMaintenance(true)
            _ = try await harness.send("GET", "/v1/session")
        }
        let faults = tracer.finishedSpans.filter { $0.operationName.hasPrefix("Faults.") }
        #expect(faults.map(\.operationName) == ["Faults.targeted status", "Faults.maintenance"])
        #expect(faults.map { $0.attributes["http.response.status_code"]?.toSpanAttribute() } == [429, 503])
    }

    @Test func anUnknownPathIsNamedByItsMethodAndAnUnknownMethodByNoneOfTheClients() async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(tracer: tracer)) { harness in
            _ = try await harness.send("GET", "/v1/unknown")
            _ = try await harness.send("BREW", "/v1/session")
        }
        let servers = tracer.finishedSpans.filter { $0.kind == .server }
        #expect(servers.map(\.operationName) == ["GET", "_OTHER"])
        #expect(servers.map { $0.attributes["http.response.status_code"]?.toSpanAttribute() } == [404, 405])
    }

    @Test func aRequestIsTracedFromItsHeadersAloneAndAControlInTheCallersTrace() async throws {
        let tracer = W3CInMemoryTracer()
        try await BackendHarness.run(.init(tracer: tracer)) { harness in
            try await tracer.withSpan("backend revoke") { _ in
                _ = try await harness.login()
                try await harness.backend.revokeSessions()
            }
        }
        let caller = try #require(tracer.finishedSpans.first { $0.operationName == "backend revoke" })
        #expect(try Self.server(tracer).parentSpanID == nil)
        let commits = tracer.finishedSpans.filter { $0.operationName == "DevBackend.commit" }
        #expect(commits.count == 2)
        #expect(commits.last?.parentSpanID == caller.spanID)
    }
}
