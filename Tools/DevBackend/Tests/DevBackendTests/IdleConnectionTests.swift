import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import DevBackend

/// A connection on which nothing arrived for the timeout, with no request being answered, is
/// closed; on an embedded channel whose clock the test moves.
struct IdleConnectionTests {
    private let loop = EmbeddedEventLoop()

    private func connection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: IdleConnectionCloser(timeout: .seconds(60)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    private func request(_ method: HTTPMethod) -> HTTPServerRequestPart {
        .head(HTTPRequestHead(version: .http1_1, method: method, uri: "/v1/me"))
    }

    @Test func aConnectionWithNothingToAnswerIsClosedOnceIdleForTheTimeout() throws {
        let channel = try connection()
        loop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func aRequestBeingAnsweredKeepsItsConnectionHoweverLongTheAnswerTakes() throws {
        let channel = try connection()
        try channel.writeInbound(request(.GET))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        loop.advanceTime(by: .seconds(600))
        #expect(channel.isActive)

        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        loop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func eachPartOfARequestStartsTheWaitAgainButAStalledOneDoesNotKeepTheConnection() throws {
        let channel = try connection()
        loop.advanceTime(by: .seconds(50))
        try channel.writeInbound(request(.POST))
        loop.advanceTime(by: .seconds(50))
        try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(string: "{")))
        loop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    /// Only a socket shows that the listener closes idle connections (with a timeout short enough
    /// for a test: what is waited on is the server's close, not a sleep).
    @Test func theListenerClosesAConnectionOnWhichNothingArrives() async throws {
        let configuration = DevBackend.Configuration(connectionIdleTimeout: .milliseconds(50))
        try await BackendHarness.run(configuration, mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.map(UInt16.init))
            let held = try await RawConnection.Held.open(port: port)
            defer { held.close() }
            #expect(try await held.isClosedByTheServer())
        }
    }
}
