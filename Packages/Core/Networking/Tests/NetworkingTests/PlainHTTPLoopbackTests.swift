import Foundation
import HTTPTypes
import NIOCore
import Networking
import NetworkingTesting
import Testing

@testable import NetworkingNIO

/// Plain HTTP goes only to a connection whose address is this machine's loopback, judged on the
/// connected socket, not on the name (`localhost` can be made to name another machine).
@Suite struct PlainHTTPLoopbackTests {
    @Test(arguments: ["127.0.0.1", "127.42.0.9", "::1", "::ffff:127.0.0.1"])
    func loopbackAddressesAreLoopback(_ address: String) throws {
        #expect(try SocketAddress(ipAddress: address, port: 80).isLoopback)
    }

    @Test(arguments: ["10.0.0.1", "192.168.1.20", "128.0.0.1", "0.0.0.0", "::", "::2", "::ffff:10.0.0.1", "2001:db8::1"])
    func otherAddressesAreNot(_ address: String) throws {
        #expect(try !SocketAddress(ipAddress: address, port: 80).isLoopback)
    }

    /// The check is made on the connection, once it is made and before anything is written: a
    /// judge that takes even 127.0.0.1 for elsewhere (as a `localhost` resolving elsewhere would
    /// be) refuses, and the server receives nothing.
    @Test(arguments: ["127.0.0.1", "localhost"])
    func aConnectionJudgedNotLoopbackIsRefusedBeforeAnythingIsSent(_ host: String) async throws {
        try await withLoopbackServer(host: host) { server in
            server.respond(to: .post, "/v1/auth/login", with: .json(raw: "{}"))
            let transport = NIOHTTPTransport(
                group: .singletonMultiThreadedEventLoopGroup, connectTimeout: .seconds(10), tls: nil,
                pool: ConnectionPool(), allowsPlainHTTP: { _ in false })
            let login = HTTPRequest(
                method: .post, scheme: "http", authority: "\(host):\(server.baseURL.port!)", path: "/v1/auth/login")
            await #expect(throws: TransportError.untrusted(.plainHTTPOffLoopback)) {
                try await transport.send(login, body: Data(#"{"password":"p"}"#.utf8), bodyLimit: 1 << 10)
            }
            #expect(server.requests.isEmpty)
            #expect(server.connectionsAccepted <= 1)
        }
    }
}
