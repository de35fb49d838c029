import Foundation
import HTTPTypes
import Networking
import Testing

/// What a live transport that keeps connections alive does with them, as checks each transport's
/// own tests run (plain, and over TLS where one connection is one handshake): a server that keeps
/// connections alive is reached over one, and a kept connection the server closed is replaced only
/// when sending the request again is safe.
public struct KeptConnectionContract: Sendable {
    private let transport: LiveTransport
    private let limit = 64 << 10

    /// The contract, checked against `transport`.
    public init(_ transport: LiveTransport) {
        self.transport = transport
    }

    private func request(_ server: LoopbackServer, _ method: HTTPRequest.Method = .get) -> HTTPRequest {
        HTTPRequest(
            method: method, scheme: server.baseURL.scheme, authority: "\(server.baseURL.host!):\(server.baseURL.port!)",
            path: "/v1/notes")
    }

    /// Requests of every method to a server that keeps connections alive go over one connection.
    public func requestsToAServerThatKeepsConnectionsAliveShareOne() async throws {
        try await withLoopbackServer(tls: transport.security, keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", with: .json(raw: "{}"))
            server.respond(to: .post, "/v1/notes", with: .json(raw: "{}", status: 201))
            let made = transport.make()
            for method: HTTPRequest.Method in [.get, .post, .get, .get] {
                _ = try await made.send(request(server, method), body: Data("{}".utf8), bodyLimit: limit)
            }
            #expect(server.requests.count == 4)
            #expect(server.connectionsAccepted == 1)
        }
    }

    /// A server that closes after each answer gets a new connection for each request.
    public func aServerThatClosesAfterEachAnswerGetsANewConnectionEachTime() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(to: .get, "/v1/notes", with: .json(raw: "{}"))
            let made = transport.make()
            for _ in 1...3 {
                _ = try await made.send(request(server), body: nil, bodyLimit: limit)
            }
            #expect(server.connectionsAccepted == 3)
        }
    }

    /// A GET that meets a kept connection the server closed is sent again on a new one.
    public func aKeptConnectionClosedUnderAnIdempotentRequestIsReplaced() async throws {
        try await withLoopbackServer(tls: transport.security, keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", inTurn: [.json(raw: "{}"), .hangUp, .json(raw: #"{"n":3}"#)])
            let made = transport.make()
            _ = try await made.send(request(server), body: nil, bodyLimit: limit)
            let answer = try await made.send(request(server), body: nil, bodyLimit: limit)
            #expect(answer.body == Data(#"{"n":3}"#.utf8))
            #expect(server.requests.count == 3)
            #expect(server.connectionsAccepted == 2)
        }
    }

    /// A POST that meets a kept connection the server closed is lost, never sent twice.
    public func aKeptConnectionClosedUnderAPostIsLostNotSentAgain() async throws {
        try await withLoopbackServer(tls: transport.security, keepsConnectionsAlive: true) { server in
            server.respond(to: .post, "/v1/notes", inTurn: [.json(raw: "{}"), .hangUp, .json(raw: "{}")])
            let made = transport.make()
            _ = try await made.send(request(server, .post), body: Data("{}".utf8), bodyLimit: limit)
            await #expect(throws: TransportError.connectionLost) {
                try await made.send(request(server, .post), body: Data("{}".utf8), bodyLimit: limit)
            }
            #expect(server.requests.count == 2)
        }
    }

    /// A new connection closed before its answer is lost, whatever the method: it was no stale one.
    public func aNewConnectionClosedBeforeTheAnswerIsLostNotSentAgain() async throws {
        try await withLoopbackServer(tls: transport.security, keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", inTurn: [.hangUp, .json(raw: "{}")])
            await #expect(throws: TransportError.connectionLost) {
                try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            }
            #expect(server.requests.count == 1)
        }
    }
}
