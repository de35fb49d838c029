import Foundation
import Networking
import NetworkingNIO
import NetworkingTesting
import Testing

/// The client against a hostile server on a real socket: nothing it answers takes a credential
/// elsewhere, grows without bound, or reaches a log line unescaped.
@Suite struct BoundaryTests {
    private func client(_ server: LoopbackServer, tokens: SessionTokens? = nil) async -> LiveHTTPClient {
        let client = LiveHTTPClient(
            baseURL: server.baseURL, transport: NIOHTTPTransport(), tokenProvider: tokens, retryPolicy: .none,
            bodyLimit: 64 << 10)
        await tokens?.use(client)
        return client
    }

    @Test(arguments: [301, 302, 303, 307, 308], ["127.0.0.1", "localhost"])
    func aRedirectIsAnErrorAndTheTokenNeverLeavesTheOrigin(_ status: Int, elsewhereHost: String) async throws {
        try await withLoopbackServer(host: elsewhereHost) { elsewhere in
            try await withLoopbackServer { server in
                server.respond(to: .get, "/v1/notes/n1", with: .redirect(status, to: "\(elsewhere.baseURL)/v1/notes/n1"))
                let client = await client(server, tokens: SessionTokens(token: "secret-token"))
                await #expect(throws: NetworkError.redirected(status: status)) {
                    try await client.send(.note(requiresAuthentication: true))
                }
                #expect(elsewhere.requests.isEmpty)
                #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
            }
        }
    }

    @Test func aRedirectToItselfIsOneRequestNotALoop() async throws {
        try await withLoopbackServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .redirect(302, to: "\(server.baseURL)/v1/notes/n1"))
            await #expect(throws: NetworkError.redirected(status: 302)) { try await client(server).send(.note()) }
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    @Test func theClientAsksForJSONWithoutCompressionOnTheWire() async throws {
        try await withLoopbackServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            _ = try await client(server).send(.note())
            let received = try #require(server.requests.first)
            #expect(received.header("Accept-Encoding") == "identity")
            #expect(received.header("Accept") == "application/json")
        }
    }

    @Test func aGzipBombIsRefusedWithoutInflating() async throws {
        try await withLoopbackServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .gzipBomb(inflatedSize: 1 << 30))
            let error = await #expect(throws: NetworkError.self) { try await client(server).send(.note()) }
            #expect(error == .responseTooLarge(limit: 64 << 10))
        }
    }

    @Test func aSmallGzipBodyIsRefusedAsNotAskedFor() async throws {
        try await withLoopbackServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .gzipBomb(inflatedSize: 1 << 20))
            await #expect(throws: NetworkError.invalidResponse("a body encoded as gzip, which was not asked for")) {
                try await client(server).send(.note())
            }
        }
    }

    @Test func anEndlessBodyIsTooLarge() async throws {
        try await withLoopbackServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .endless(total: 256 << 20))
            await #expect(throws: NetworkError.responseTooLarge(limit: 64 << 10)) {
                try await client(server).send(.note())
            }
        }
    }

    @Test func anEndpointMayAllowALargerBody() async throws {
        try await withLoopbackServer { server in
            let text = String(repeating: "x", count: 100 << 10)
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note(id: "n1", text: text, createdAt: Note.sample.createdAt)))
            let endpoint = Endpoint<Note>(method: .get, path: "/v1/notes/n1", requiresAuthentication: false, bodyLimit: 1 << 20)
            let note = try await client(server).send(endpoint)
            #expect(note.text == text)
        }
    }

    @Test(arguments: ["text/html", "text/plain; charset=utf-8", "application/xml"])
    func anAnswerThatIsNotJSONIsRefused(_ contentType: String) async throws {
        try await withLoopbackServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample, headers: ["Content-Type": contentType]))
            let error = await #expect(throws: NetworkError.self) { try await client(server).send(.note()) }
            #expect(error?.technicalDetail.hasPrefix("invalid response: expected JSON, got ") == true)
        }
    }

    @Test(arguments: [#"Basic realm="api""#, #"Digest realm="api", nonce="1""#, "Negotiate"])
    func any401ReachesTheRefreshAtOnceWhateverItsChallenge(_ challenge: String) async throws {
        try await withLoopbackServer { server in
            server.handle(.get, "/v1/notes/n1") { request in
                request.bearerToken == "fresh"
                    ? .json(Note.sample) : .error(401, code: "unauthorized", headers: ["WWW-Authenticate": challenge])
            }
            server.respond(to: .post, "/v1/auth/refresh", with: .json(["accessToken": "fresh"]))
            let tokens = SessionTokens(token: "stale")
            let note = try await client(server, tokens: tokens).send(.note(requiresAuthentication: true))
            #expect(note == Note.sample)
            #expect(await tokens.refreshCount == 1)
        }
    }

    @Test func serverTextInAnErrorIsOneEscapedBoundedLine() async throws {
        try await withLoopbackServer { server in
            let message = "first\nsecond \u{1B}[31mred\u{1B}[0m " + String(repeating: "m", count: 50_000)
            server.respond(to: .get, "/v1/notes/n1", with: .error(422, code: "bad\r\nX-Forged: 1", message: message))
            let error = await #expect(throws: NetworkError.self) { try await client(server).send(.note()) }
            let detail = try #require(error?.technicalDetail)
            #expect(!detail.unicodeScalars.contains { $0.properties.generalCategory == .control })
            #expect(detail.count < 400)
            #expect(detail.contains(#"first\u{a}second \u{1b}[31mred"#))
        }
    }
}
