import NIOCore
import NIOEmbedded
import Testing

@testable import DevBackend

/// At most `maximumConnections` connections are open at a time: each holds a file descriptor of
/// the process, which an app embedding the backend needs for its own files.
struct ConnectionLimitTests {
    @Test func pastTheLimitAConnectionIsNotKeptUntilAnotherCloses() throws {
        let loop = EmbeddedEventLoop()
        let connections = OpenConnections(limit: 2)
        let first = EmbeddedChannel(loop: loop)
        let second = EmbeddedChannel(loop: loop)
        let third = EmbeddedChannel(loop: loop)
        #expect(connections.add(first))
        #expect(connections.add(second))
        #expect(!connections.add(third))

        try first.close().wait()
        loop.run()
        #expect(connections.add(third))
    }

    /// Only a socket shows it: the connection past the limit is closed at once, and the open one
    /// goes on being served.
    @Test func aConnectionPastTheLimitIsClosedAtOnceWhileTheOpenOneIsServed() async throws {
        try await BackendHarness.run(.init(maximumConnections: 1), mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.map(UInt16.init))
            let request = "GET /v1/session HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            let open = try RawConnection.Held.open(port: port)
            defer { open.close() }
            let first = try await open.exchange(request)

            let past = try RawConnection.Held.open(port: port)
            defer { past.close() }
            #expect(try await past.isClosedByTheServer())
            #expect(first.hasPrefix("HTTP/1.1 401"))
            #expect(try await open.exchange(request).hasPrefix("HTTP/1.1 401"))
        }
    }
}
