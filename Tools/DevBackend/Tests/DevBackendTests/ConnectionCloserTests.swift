import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import DevBackend

/// A connection on which nothing arrived for the timeout, with no request being answered, is
/// closed, and so is one whose client closed its sending side, once its answer is written, and one
/// on which an error arrived, at once; on an embedded channel whose clock the test moves. Over a
/// socket, the listener's whole pipeline: the same, and a connection whose request body passes the
/// limit, once its 413 is written.
struct ConnectionCloserTests {
    private let loop = EmbeddedEventLoop()

    private func connection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: ConnectionCloser(timeout: .seconds(60)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    /// Moves the clock to a second before the timeout ends (still open), then to its end (closed).
    private func expectClosedOnceTheTimeoutHasPassed(
        _ channel: EmbeddedChannel, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        loop.advanceTime(by: .seconds(59))
        #expect(channel.isActive, sourceLocation: sourceLocation)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive, sourceLocation: sourceLocation)
    }

    private func request(_ method: HTTPMethod) -> HTTPServerRequestPart {
        .head(HTTPRequestHead(version: .http1_1, method: method, uri: "/v1/me"))
    }

    @Test func aConnectionWithNothingToAnswerIsClosedOnceIdleForTheTimeout() throws {
        let channel = try connection()
        expectClosedOnceTheTimeoutHasPassed(channel)
    }

    @Test func aRequestBeingAnsweredKeepsItsConnectionHoweverLongTheAnswerTakes() throws {
        let channel = try connection()
        try channel.writeInbound(request(.GET))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        loop.advanceTime(by: .seconds(600))
        #expect(channel.isActive)

        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        expectClosedOnceTheTimeoutHasPassed(channel)
    }

    @Test func eachPartOfARequestStartsTheWaitAgainButAStalledOneDoesNotKeepTheConnection() throws {
        let channel = try connection()
        loop.advanceTime(by: .seconds(50))
        try channel.writeInbound(request(.POST))
        loop.advanceTime(by: .seconds(50))
        try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(string: "{")))
        expectClosedOnceTheTimeoutHasPassed(channel)
    }

    @Test func aClientThatClosesItsSendingSideWhileIdleIsClosedAtOnce() throws {
        let channel = try connection()
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        #expect(!channel.isActive)
    }

    @Test func aClientThatClosesItsSendingSideAfterARequestGetsItsAnswerThenTheConnectionCloses() throws {
        let channel = try connection()
        try channel.writeInbound(request(.GET))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        loop.advanceTime(by: .seconds(600))
        #expect(channel.isActive)

        var head = HTTPResponseHead(version: .http1_1, status: .ok)
        head.headers.add(name: "Connection", value: "keep-alive")
        try channel.writeOutbound(HTTPServerResponsePart.head(head))
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        #expect(!channel.isActive)
        guard case .head(let written)? = try channel.readOutbound(as: HTTPServerResponsePart.self) else {
            Issue.record("no answer head was written")
            return
        }
        #expect(written.headers["Connection"] == ["close"])
    }

    @Test func anErrorOnTheConnectionClosesItAtOnce() throws {
        let channel = try connection()
        channel.pipeline.fireErrorCaught(HTTPParserError.invalidVersion)
        #expect(!channel.isActive)
    }

    /// Only a socket shows that the listener closes idle connections (with a timeout short enough
    /// for a test: what is waited on is the server's close, not a sleep).
    @Test func theListenerClosesAConnectionOnWhichNothingArrives() async throws {
        let configuration = DevBackend.Configuration(connectionIdleTimeout: .milliseconds(50))
        try await BackendHarness.run(configuration, mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.map(UInt16.init))
            let held = try RawConnection.Held.open(port: port)
            defer { held.close() }
            #expect(try await held.isClosedByTheServer())
        }
    }

    /// The listener's whole pipeline: SwiftNIO answers bytes that are not HTTP with 400 and
    /// `Connection: close`, and the connection then closes, long before the idle timeout.
    @Test func theListenerClosesAConnectionAfterAnsweringBytesThatAreNotHTTP() async throws {
        try await BackendHarness.run(mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.map(UInt16.init))
            let held = try RawConnection.Held.open(port: port)
            defer { held.close() }
            let answer = try await held.exchange("NOT HTTP\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 400"))
            #expect(try await held.isClosedByTheServer())
        }
    }

    /// A body past the limit is answered as soon as it passes, and the connection closed: the
    /// server does not read on to the end of a body that may have none.
    @Test func theListenerAnswersABodyPastTheLimitAtOnceAndCloses() async throws {
        try await BackendHarness.run(.init(maximumBodyBytes: 1024), mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.map(UInt16.init))
            let held = try RawConnection.Held.open(port: port)
            defer { held.close() }
            let head = "POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            let answer = try await held.exchange(
                head + "800\r\n" + String(repeating: " ", count: 2048) + "\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 413"))
            #expect(answer.lowercased().contains("connection: close\r\n"))
            #expect(try await held.isClosedByTheServer())
        }
    }

    /// A socket shows it whole: a request followed by a half-close (`nc -N`) is answered.
    @Test func theListenerAnswersARequestWhoseClientThenClosedItsSendingSide() async throws {
        try await BackendHarness.run(mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.map(UInt16.init))
            let request = "GET /v1/session HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            let bytes = try await RawConnection.exchange(Array(request.utf8), port: port)
            let answer = String(decoding: bytes, as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 401"))
            #expect(answer.lowercased().contains("connection: close\r\n"))
        }
    }
}
