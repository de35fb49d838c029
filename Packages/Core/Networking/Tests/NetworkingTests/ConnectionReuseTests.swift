import Foundation
import HTTPTypes
import Networking
import NetworkingTLS
import NetworkingTesting
import Testing

@testable import NetworkingNIO

/// The Linux transport's kept-alive connections: a server that keeps connections alive is reached
/// over one (one TLS handshake), and a kept connection the server closed is replaced without the
/// request failing when sending it again is safe.
@Suite struct ConnectionReuseTests {
    private let limit = 64 << 10

    private func request(_ server: LoopbackServer, _ method: HTTPRequest.Method = .get) -> HTTPRequest {
        HTTPRequest(
            method: method, scheme: server.baseURL.scheme, authority: "\(server.baseURL.host!):\(server.baseURL.port!)",
            path: "/v1/notes")
    }

    @Test(arguments: TransportKind.allCases)
    func requestsToAServerThatKeepsConnectionsAliveShareOne(_ kind: TransportKind) async throws {
        try await withLoopbackServer(tls: kind.tls, keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", with: .json(raw: "{}"))
            server.respond(to: .post, "/v1/notes", with: .json(raw: "{}", status: 201))
            let transport = kind.make()
            for method: HTTPRequest.Method in [.get, .post, .get, .get] {
                _ = try await transport.send(request(server, method), body: Data("{}".utf8), bodyLimit: limit)
            }
            #expect(server.requests.count == 4)
            #expect(server.connectionsAccepted == 1)
        }
    }

    @Test func aServerThatClosesAfterEachAnswerGetsANewConnectionEachTime() async throws {
        try await withLoopbackServer(tls: LoopbackTLS()) { server in
            server.respond(to: .get, "/v1/notes", with: .json(raw: "{}"))
            let transport = TestTransports.trustingTestCA()
            for _ in 1...3 {
                _ = try await transport.send(request(server), body: nil, bodyLimit: limit)
            }
            #expect(server.connectionsAccepted == 3)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aKeptConnectionClosedUnderAnIdempotentRequestIsReplaced(_ kind: TransportKind) async throws {
        try await withLoopbackServer(tls: kind.tls, keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", inTurn: [.json(raw: "{}"), .hangUp, .json(raw: #"{"n":3}"#)])
            let transport = kind.make()
            _ = try await transport.send(request(server), body: nil, bodyLimit: limit)
            let answer = try await transport.send(request(server), body: nil, bodyLimit: limit)
            #expect(answer.body == Data(#"{"n":3}"#.utf8))
            #expect(server.requests.count == 3)
            #expect(server.connectionsAccepted == 2)
        }
    }

    @Test func aKeptConnectionClosedUnderAPostIsLostNotSentAgain() async throws {
        try await withLoopbackServer(tls: LoopbackTLS(), keepsConnectionsAlive: true) { server in
            server.respond(to: .post, "/v1/notes", inTurn: [.json(raw: "{}"), .hangUp, .json(raw: "{}")])
            let transport = TestTransports.trustingTestCA()
            _ = try await transport.send(request(server, .post), body: Data("{}".utf8), bodyLimit: limit)
            await #expect(throws: TransportError.connectionLost) {
                try await transport.send(request(server, .post), body: Data("{}".utf8), bodyLimit: limit)
            }
            #expect(server.requests.count == 2)
        }
    }

    @Test func aNewConnectionClosedBeforeTheAnswerIsLostNotSentAgain() async throws {
        try await withLoopbackServer(tls: LoopbackTLS(), keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", inTurn: [.hangUp, .json(raw: "{}")])
            await #expect(throws: TransportError.connectionLost) {
                try await TestTransports.trustingTestCA().send(request(server), body: nil, bodyLimit: limit)
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test func connectionsTheServerClosedWhileIdleAreNotUsedAgain() async throws {
        try await withLoopbackServer(tls: LoopbackTLS(), keepsConnectionsAlive: true) { server in
            server.respond(to: .post, "/v1/notes", with: .json(raw: "{}", status: 201))
            let pool = ConnectionPool()
            let transport = NIOHTTPTransport(
                group: .singletonMultiThreadedEventLoopGroup, connectTimeout: .seconds(10),
                tls: TestTransports.testCA(), pool: pool)
            _ = try await transport.send(request(server, .post), body: Data("{}".utf8), bodyLimit: limit)
            await server.closeConnections()
            // The client learns of the close on its event loop; the closed connection then leaves the pool.
            while try pool.idleCount(for: Origin(request(server))) > 0 { await Task.yield() }
            // A POST is not sent again, so it meets no closed connection: the closed one left the pool.
            let answer = try await transport.send(request(server, .post), body: Data("{}".utf8), bodyLimit: limit)
            #expect(answer.head.status.code == 201)
            #expect(server.connectionsAccepted == 2)
        }
    }

    /// The idle timer runs on the connection's event loop: the connection closes when it fires,
    /// with no task waiting for it.
    @Test func anIdleConnectionIsClosedOnceItsIdleTimeHasPassed() async throws {
        try await withLoopbackServer(tls: LoopbackTLS(), keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", with: .json(raw: "{}"))
            let pool = ConnectionPool(idleTimeout: .milliseconds(20))
            let transport = NIOHTTPTransport(
                group: .singletonMultiThreadedEventLoopGroup, connectTimeout: .seconds(10),
                tls: TestTransports.testCA(), pool: pool)
            _ = try await transport.send(request(server), body: nil, bodyLimit: limit)
            await server.waitUntilConnectionsClose()
            #expect(try pool.idleCount(for: Origin(request(server))) == 0)
        }
    }

    @Test func thePoolKeepsAFewIdleConnectionsPerOrigin() async throws {
        try await withLoopbackServer(keepsConnectionsAlive: true) { server in
            let gate = Gate()
            server.handle(.get, "/v1/notes") { _ in
                await gate.wait()
                return .json(raw: "{}")
            }
            let pool = ConnectionPool(capacity: 2)
            let transport = NIOHTTPTransport(
                group: .singletonMultiThreadedEventLoopGroup, connectTimeout: .seconds(10), tls: nil, pool: pool)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 1...5 {
                    group.addTask { _ = try await transport.send(request(server), body: nil, bodyLimit: limit) }
                }
                _ = await server.waitForRequests(to: .get, "/v1/notes", count: 5)
                gate.open()
                try await group.waitForAll()
            }
            #expect(server.connectionsAccepted == 5)
            #expect(try pool.idleCount(for: Origin(request(server))) == 2)
        }
    }
}
