import Foundation
import InMemoryTracing
import Models
import Networking
import NetworkingTesting
import Services
import Testing

/// Each live service method is a span named after it, with the HTTP exchanges it made inside, and
/// a failure marked by its case alone (its text may quote the server).
@Suite struct ServiceTracingTests {
    private func profiles(_ transport: StubTransport, tracer: InMemoryTracer) -> LiveProfileService {
        LiveProfileService(
            client: LiveHTTPClient(
                baseURL: URL(string: "https://api.test")!, transport: transport, tokenProvider: SignedIn(),
                retryPolicy: .none, tracer: tracer),
            tracer: tracer)
    }

    @Test func aServiceMethodIsASpanAboveItsRequest() async throws {
        let transport = StubTransport()
        transport.respond(
            to: .get, "/v1/users/u-bob",
            with: .json(raw: #"{"userId":"u-bob","name":"Bob","bio":"","postCount":1,"isPrivate":false}"#))
        let tracer = InMemoryTracer()
        _ = try await profiles(transport, tracer: tracer).profile(userID: "u-bob")
        let method = try #require(tracer.finishedSpans.first { $0.operationName == "LiveProfileService.profile" })
        let request = try #require(tracer.finishedSpans.first { $0.operationName == "GET /v1/users/u-bob" })
        #expect(request.parentSpanID == method.spanID)
        #expect(method.status == nil)
    }

    @Test func aFailureIsMarkedWithItsCaseAndNotItsText() async throws {
        let transport = StubTransport()
        transport.respond(to: .get, "/v1/users/u-bob", with: .json(raw: #"{"userId":"u-bob"}"#))
        let tracer = InMemoryTracer()
        _ = try? await profiles(transport, tracer: tracer).profile(userID: "u-bob")
        let method = try #require(tracer.finishedSpans.first { $0.operationName == "LiveProfileService.profile" })
        #expect(method.status?.code == .error)
        #expect(method.attributes["error.type"]?.toSpanAttribute() == "badResponse")
    }
}

/// A session that is simply there: the token never changes and is never renewed.
private struct SignedIn: TokenProvider {
    func accessToken() async -> String? { "access" }
    func refreshAccessToken() async throws -> String { throw NetworkError.unauthorized }
}
