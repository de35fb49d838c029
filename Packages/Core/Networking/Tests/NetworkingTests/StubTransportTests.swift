import Foundation
import Networking
import NetworkingNIO
import NetworkingTesting
import Testing

@Suite struct StubTransportTests {
    @Test func scriptedAnswersGoThroughTheWholeClient() async throws {
        let transport = StubTransport()
        transport.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
        let client = LiveHTTPClient(baseURL: URL(string: "https://stub.invalid")!, transport: transport)
        let note = try await client.send(.note())
        #expect(note == Note.sample)
        #expect(transport.requests.map { "\($0.method) \($0.path)" } == ["GET /v1/notes/n1"])
    }

    @Test func anInTurnScriptAnswersInOrder() async throws {
        let transport = StubTransport()
        transport.respond(
            to: .get, "/v1/notes/n1", inTurn: [.error(404, code: "not_found"), .json(Note.sample)])
        let client = LiveHTTPClient(baseURL: URL(string: "https://stub.invalid")!, transport: transport)
        await #expect(throws: NetworkError.http(status: 404, summary: "not_found: scripted error")) {
            try await client.send(.note())
        }
        let note = try await client.send(.note())
        #expect(note == Note.sample)
    }

    @Test func anUnscriptedRequestFailsTheTest() async throws {
        let transport = StubTransport()
        let client = LiveHTTPClient(
            baseURL: URL(string: "https://stub.invalid")!, transport: transport, retryPolicy: .none)
        await withKnownIssue {
            await #expect(throws: NetworkError.offline) { try await client.send(.note()) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unscripted request GET /v1/notes/n1") }
        }
    }

    @Test func aLoopbackServerFailsTheTestOnAnUnscriptedRequest() async throws {
        try await withKnownIssue {
            try await withLoopbackServer { server in
                let client = LiveHTTPClient(
                    baseURL: server.baseURL, transport: NIOHTTPTransport(), retryPolicy: .none)
                await #expect(throws: NetworkError.http(status: 501, summary: "no body")) {
                    try await client.send(.note())
                }
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unscripted request GET /v1/notes/n1") }
        }
    }
}
