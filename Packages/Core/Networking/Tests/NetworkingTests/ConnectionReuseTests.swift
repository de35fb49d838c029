import Foundation
import HTTPTypes
import Networking
import NetworkingTesting
import Testing

@testable import NetworkingNIO

/// The Linux transport's kept-alive connections in plain HTTP: the kept-connection contract
/// (``KeptConnectionContract``, which NetworkingTLS's tests run over TLS too), and the pool that
/// keeps them: closed ones leave it, idle ones close on time, and it keeps a few per origin.
@Suite struct ConnectionReuseTests {
    private let limit = 64 << 10

    private func request(_ server: LoopbackServer, _ method: HTTPRequest.Method = .get) -> HTTPRequest {
        HTTPRequest(
            method: method, scheme: server.baseURL.scheme, authority: "\(server.baseURL.host!):\(server.baseURL.port!)",
            path: "/v1/notes")
    }

    @Test(arguments: TransportKind.allCases)
    func requestsToAServerThatKeepsConnectionsAliveShareOne(_ kind: TransportKind) async throws {
        try await KeptConnectionContract(kind.live).requestsToAServerThatKeepsConnectionsAliveShareOne()
    }

    @Test func aServerThatClosesAfterEachAnswerGetsANewConnectionEachTime() async throws {
        try await KeptConnectionContract(TransportKind.nio.live).aServerThatClosesAfterEachAnswerGetsANewConnectionEachTime()
    }

    @Test(arguments: TransportKind.allCases)
    func aKeptConnectionClosedUnderAnIdempotentRequestIsReplaced(_ kind: TransportKind) async throws {
        try await KeptConnectionContract(kind.live).aKeptConnectionClosedUnderAnIdempotentRequestIsReplaced()
    }

    @Test func aKeptConnectionClosedUnderAPostIsLostNotSentAgain() async throws {
        try await KeptConnectionContract(TransportKind.nio.live).aKeptConnectionClosedUnderAPostIsLostNotSentAgain()
    }

    @Test func aNewConnectionClosedBeforeTheAnswerIsLostNotSentAgain() async throws {
        try await KeptConnectionContract(TransportKind.nio.live).aNewConnectionClosedBeforeTheAnswerIsLostNotSentAgain()
    }

    @Test func connectionsTheServerClosedWhileIdleAreNotUsedAgain() async throws {
        try await withLoopbackServer(keepsConnectionsAlive: true) { server in
            server.respond(to: .post, "/v1/notes", with: .json(raw: "{}", status: 201))
            let pool = ConnectionPool()
            let transport = NIOHTTPTransport(
                group: .singletonMultiThreadedEventLoopGroup, connectTimeout: .seconds(10),
                tls: nil, pool: pool)
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
        try await withLoopbackServer(keepsConnectionsAlive: true) { server in
            server.respond(to: .get, "/v1/notes", with: .json(raw: "{}"))
            let pool = ConnectionPool(idleTimeout: .milliseconds(20))
            let transport = NIOHTTPTransport(
                group: .singletonMultiThreadedEventLoopGroup, connectTimeout: .seconds(10),
                tls: nil, pool: pool)
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
