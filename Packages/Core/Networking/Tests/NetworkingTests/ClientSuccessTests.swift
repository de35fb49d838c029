import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct ClientSuccessTests {
    @Test func decodesAJSONAnswerWithISO8601Dates() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .json(raw: #"{"id":"n1","text":"hello","createdAt":"2026-01-02T03:04:05Z"}"#))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            let note = try await client.send(.note())
            #expect(note == Note.sample)
        }
    }

    @Test func acceptsFractionalSecondsInDates() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .json(raw: #"{"id":"n1","text":"hello","createdAt":"2026-01-02T03:04:05.250Z"}"#))
            let note = try await LiveHTTPClient(baseURL: server.baseURL, transport: server.transport).send(.note())
            #expect(note.createdAt == Note.sample.createdAt.addingTimeInterval(0.25))
        }
    }

    @Test func sendsMethodQueryAndJSONBody() async throws {
        try await withStubServer { server in
            server.respond(to: .post, "/v1/notes", with: .json(Note.sample, status: 201))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            let endpoint = Endpoint<Note>(
                method: .post, path: "/v1/notes", query: [URLQueryItem(name: "draft", value: "no")],
                body: Note.sample, requiresAuthentication: false)
            _ = try await client.send(endpoint)
            let request = try #require(server.requests(to: .post, "/v1/notes").first)
            #expect(request.query == ["draft": "no"])
            #expect(try request.decodeBody(as: Note.self) == Note.sample)
            #expect(request.header("Content-Type") == "application/json")
        }
    }

    @Test func aVoidEndpointAcceptsNoContent() async throws {
        try await withStubServer { server in
            server.respond(to: .delete, "/v1/session", with: .status(204))
            let tokens = SessionTokens(token: "t1")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            try await client.send(Endpoint<Void>(method: .delete, path: "/v1/session"))
            #expect(server.requests(to: .delete, "/v1/session").map(\.bearerToken) == ["t1"])
        }
    }

    @Test func aVoidEndpointIgnoresTheBodyOfAnAccepted() async throws {
        try await withStubServer { server in
            server.respond(
                to: .post, "/v1/analytics/events",
                with: .json(raw: #"{"accepted":3,"duplicates":0}"#, status: 202))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            try await client.send(
                Endpoint<Void>(method: .post, path: "/v1/analytics/events", requiresAuthentication: false))
            #expect(server.requestCount(to: .post, "/v1/analytics/events") == 1)
        }
    }
}
