import Foundation
import HTTPTypes
import Networking
import Testing

/// What every live transport does on a real loopback socket, as checks each transport's own tests
/// run (`NetworkingNIO`'s in plain HTTP, `NetworkingTLS`'s over TLS): what it sends, and how it meets
/// a server that redirects, answers without end, stalls or answers something that is not HTTP.
public struct LiveTransportContract: Sendable {
    private let transport: LiveTransport

    /// The contract, checked against `transport`.
    public init(_ transport: LiveTransport) {
        self.transport = transport
    }

    private let limit = 64 << 10

    private func request(
        _ server: LoopbackServer, _ method: HTTPRequest.Method = .get, path: String = "/v1/notes/n1"
    )
        -> HTTPRequest
    {
        var fields = HTTPFields()
        fields[.authorization] = "Bearer t0k"
        return HTTPRequest(
            method: method, scheme: server.baseURL.scheme, authority: "\(server.baseURL.host!):\(server.baseURL.port!)",
            path: path, headerFields: fields)
    }

    /// The method, path, query, token and body go out as given; the status, headers and body come back whole.
    public func aRequestAndItsAnswerCrossTheWireWhole() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(
                to: .put, "/v1/notes/n1",
                with: .json(raw: #"{"ok":true}"#, status: 201, headers: ["X-Id": "7"]))
            let answer = try await transport.make().send(
                request(server, .put, path: "/v1/notes/n1?mode=a%2Bb"), body: Data("{}".utf8),
                bodyLimit: limit)
            #expect(answer.head.status.code == 201)
            #expect(answer.head.headerFields[HTTPField.Name("X-Id")!] == "7")
            #expect(answer.body == Data(#"{"ok":true}"#.utf8))
            let received = try #require(server.requests.first)
            #expect(received.query == ["mode": "a+b"])
            #expect(received.body == Data("{}".utf8))
            #expect(received.bearerToken == "t0k")
        }
    }

    /// A port nothing listens on is `cannotConnect`.
    public func nothingListeningMeansNoConnection() async throws {
        try await withRefusingAddress { url in
            let head = HTTPRequest(
                method: .get, scheme: transport.scheme, authority: "127.0.0.1:\(url.port!)", path: "/")
            await #expect(throws: TransportError.cannotConnect) {
                try await transport.make().send(head, body: nil, bodyLimit: limit)
            }
        }
    }

    /// A redirect with `status` is the answer, never followed to where it points.
    public func aRedirectComesBackAsItIsAndIsNeverFollowed(status: Int) async throws {
        try await withLoopbackServer(tls: transport.security) { elsewhere in
            elsewhere.respond(to: .get, "/steal", with: .json(raw: "{}"))
            elsewhere.respond(to: .post, "/steal", with: .json(raw: "{}"))
            try await withLoopbackServer(tls: transport.security) { server in
                server.respond(
                    to: .post, "/v1/notes", with: .redirect(status, to: "\(elsewhere.baseURL)/steal"))
                let answer = try await transport.make().send(
                    request(server, .post, path: "/v1/notes"), body: Data(#"{"password":"p"}"#.utf8),
                    bodyLimit: limit)
                #expect(answer.head.status.code == status)
                #expect(elsewhere.requests.isEmpty)
            }
        }
    }

    /// A body one byte past the limit is `bodyTooLarge`.
    public func aBodyPastTheLimitIsTooLarge() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(
                to: .get, "/v1/notes/n1", with: .json(raw: String(repeating: " ", count: limit + 1)))
            await #expect(throws: TransportError.bodyTooLarge(limit: limit)) {
                try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            }
        }
    }

    /// A body without end stops being read at the limit.
    public func anEndlessBodyStopsAtTheLimit() async throws {
        let server = try await LoopbackServer.start(tls: transport.security)
        server.respond(to: .get, "/v1/notes/n1", with: .endless(total: 256 << 20))
        await #expect(throws: TransportError.bodyTooLarge(limit: limit)) {
            try await transport.make().send(request(server), body: nil, bodyLimit: limit)
        }
        await server.stop()
        // What the kernel's socket buffers took in before the client closed, and no more.
        #expect(server.bytesSent < 32 << 20)
    }

    /// A body that stalls ends as `cancelled` when the caller cancels.
    public func aStalledBodyEndsWhenTheCallerIsCancelled() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(to: .get, "/v1/notes/n1", with: .stalled())
            let made = transport.make()
            let call = Task { try await made.send(request(server), body: nil, bodyLimit: limit) }
            _ = await server.waitForRequests(to: .get, "/v1/notes/n1", count: 1)
            call.cancel()
            await #expect(throws: TransportError.cancelled) { try await call.value }
        }
    }

    /// A 401 with a Basic challenge is an answer, sent once.
    public func a401WithABasicChallengeComesBackAsA401() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .error(401, code: "unauthorized", headers: ["WWW-Authenticate": #"Basic realm="api""#]))
            let answer = try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            #expect(answer.head.status.code == 401)
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    /// A head too large to read is an error, neither a time-out nor a cancel.
    public func aHeadTooLargeToReadIsNoAnswer() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            let header = String(repeating: "a", count: 1 << 20)
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .raw("HTTP/1.1 200 OK\r\nX-Big: \(header)\r\nContent-Length: 0\r\n\r\n"))
            let error = await #expect(throws: TransportError.self) {
                try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            }
            #expect(error != .cancelled && error != .timedOut)
        }
    }

    /// A body of 4,096 one-byte chunks is read whole.
    public func aBodyInTinyChunksIsReadUpToAnAllowanceOfParts() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(to: .get, "/v1/notes/n1", with: .raw(Self.answer(inOneByteChunks: 4_096)))
            let answer = try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            #expect(answer.body == Data(repeating: UInt8(ascii: " "), count: 4_096))
        }
    }

    /// Each chunk is parsed and handed on as a part of its own, so a body sent a byte a chunk costs
    /// that work for every byte: past 4,096 parts, they must average 16 bytes.
    public func aBodyInMoreTinyChunksThanTheAllowanceIsNoAnswer() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(to: .get, "/v1/notes/n1", with: .raw(Self.answer(inOneByteChunks: 4_097)))
            let reason = "a body in more than 4096 parts of under 16 bytes on average"
            await #expect(throws: TransportError.malformedAnswer(reason)) {
                try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            }
        }
    }

    /// A 200 whose chunked body is `count` spaces, one a chunk.
    private static func answer(inOneByteChunks count: Int) -> String {
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(repeating: "1\r\n \r\n", count: count) + "0\r\n\r\n"
    }

    /// Interim (1xx) answers before the answer are passed over.
    public func interimAnswersBeforeTheAnswerArePassedOver() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            let interim =
                String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 4)
                + "HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n"
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .raw(interim + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"))
            let answer = try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            #expect(answer.head.status.code == 200)
            #expect(answer.body == Data("{}".utf8))
        }
    }

    /// Each interim answer is read and parsed, so a server that sent them without end would keep a
    /// core busy until the time limit: past five (Go's bound), the answer is unusable, whatever follows.
    /// More than five interim answers make no answer.
    public func moreInterimAnswersThanTheLimitAreNoAnswer() async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            let interim = String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 6)
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .raw(interim + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"))
            await #expect(throws: TransportError.malformedAnswer("more than 5 interim (1xx) answers")) {
                try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            }
        }
    }

    /// `raw`, which is not an HTTP answer, is an error, not a trap.
    public func somethingThatIsNotAnHTTPAnswerIsAnErrorNotATrap(raw: String) async throws {
        try await withLoopbackServer(tls: transport.security) { server in
            server.respond(to: .get, "/v1/notes/n1", with: .raw(raw))
            await #expect(throws: TransportError.self) {
                try await transport.make().send(request(server), body: nil, bodyLimit: limit)
            }
        }
    }
}
