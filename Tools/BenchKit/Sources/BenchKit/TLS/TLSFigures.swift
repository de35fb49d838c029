import Foundation
import HTTPTypes
import Networking
import NetworkingNIO
import NetworkingTLS
import NetworkingTLSTesting
import NetworkingTesting

/// The Linux transport's TLS figures, in one run: `count` requests over one kept-alive TLS
/// connection against `count` requests over as many new ones (the server closes each after its
/// answer), both to a TLS server on loopback in this process, and the handshake's cost that the
/// difference shows. Plain HTTP over one kept connection is measured beside them for comparison.
public struct TLSFigures: Sendable {
    let count: Int

    /// Figures of `count` requests each (100 in a full run).
    public init(count: Int) {
        self.count = count
    }

    public func measure() -> FigureSection {
        let kept = "\(count) requests over one kept-alive TLS connection"
        let fresh = "\(count) requests over \(count) new TLS connections"
        let plain = "\(count) requests over one kept-alive plain HTTP connection"
        let handshake = "TLS connection set-up (TCP and handshake), per connection"
        do {
            let timings = try Blocking.run { [count] in try await Self.timings(count: count) }
            return FigureSection(
                "TLS on the Linux transport",
                [
                    Figure(kept, timings.kept * 1000, .milliseconds, target: .none),
                    Figure(fresh, timings.fresh * 1000, .milliseconds, target: .none),
                    Figure(handshake, (timings.fresh - timings.kept) / Double(count) * 1000, .milliseconds, target: .none),
                    Figure(plain, timings.plain * 1000, .milliseconds, target: .none),
                ])
        } catch {
            let failure = "\(error)"
            return FigureSection(
                "TLS on the Linux transport",
                [kept, fresh, handshake, plain].map { Figure($0, unit: .milliseconds, target: .none, failure: failure) })
        }
    }

    /// Seconds for `count` requests: over one kept TLS connection, over new TLS connections, over
    /// one kept plain connection. Each transport is warmed by one request first (its TLS context
    /// reads the system's trust store once).
    private static func timings(count: Int) async throws -> (kept: Double, fresh: Double, plain: Double) {
        let transport = NIOHTTPTransport(
            tls: try NIOSSLConnector(trusting: CertificateAuthorities(pem: Array(TestCertificates.authority.utf8))))
        let kept = try await time(count, over: transport, tls: LoopbackTLS(), keepsAlive: true, connections: 1)
        let fresh = try await time(count, over: transport, tls: LoopbackTLS(), keepsAlive: false, connections: count)
        let plain = try await time(count, over: NIOHTTPTransport(), tls: nil, keepsAlive: true, connections: 1)
        return (kept, fresh, plain)
    }

    private static func time(
        _ count: Int, over transport: NIOHTTPTransport, tls: (any LoopbackServerSecurity)?, keepsAlive: Bool, connections: Int
    ) async throws -> Double {
        let server = try await LoopbackServer.start(tls: tls, keepsConnectionsAlive: keepsAlive)
        server.respond(to: .get, "/v1/session", with: .json(raw: #"{"id":"u-alice"}"#))
        let request = HTTPRequest(
            method: .get, scheme: server.baseURL.scheme, authority: "127.0.0.1:\(server.baseURL.port ?? 0)",
            path: "/v1/session")
        do {
            _ = try await transport.send(request, body: nil, bodyLimit: 1 << 16)
            let accepted = server.connectionsAccepted
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<count {
                _ = try await transport.send(request, body: nil, bodyLimit: 1 << 16)
            }
            let elapsed = clock.now - start
            let opened = server.connectionsAccepted - accepted + (keepsAlive ? 1 : 0)
            await server.stop()
            guard opened == connections else {
                throw BenchError("expected \(connections) connections for \(count) requests, the server saw \(opened)")
            }
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        } catch {
            await server.stop()
            throw error
        }
    }
}
