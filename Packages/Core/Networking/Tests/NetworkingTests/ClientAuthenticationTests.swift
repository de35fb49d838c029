import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct ClientAuthenticationTests {
    /// Answers the note only to the token `fresh`, and renews any session with `fresh`.
    private func scriptExpiringSession(_ server: some RequestScripting) {
        server.handle(.get, "/v1/notes/n1") { request in
            request.bearerToken == "fresh" ? .json(Note.sample) : .error(401, code: "token_expired")
        }
        server.respond(to: .post, "/v1/auth/refresh", with: .json(["accessToken": "fresh"]))
    }

    @Test func anAuthenticatedEndpointCarriesTheBearerToken() async throws {
        try await withStubServer { server in
            scriptExpiringSession(server)
            let client = await LiveHTTPClient.authenticated(server, tokens: SessionTokens(token: "fresh"))
            _ = try await client.send(.note(requiresAuthentication: true))
            #expect(server.requests(to: .get, "/v1/notes/n1").map(\.bearerToken) == ["fresh"])
        }
    }

    @Test func anUnauthenticatedEndpointCarriesNoToken() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            let client = await LiveHTTPClient.authenticated(server, tokens: SessionTokens(token: "t"))
            _ = try await client.send(.note(requiresAuthentication: false))
            #expect(server.requests(to: .get, "/v1/notes/n1").map(\.bearerToken) == [nil])
        }
    }

    @Test func withoutATokenAnAuthenticatedEndpointIsUnauthorizedWithoutARequest() async throws {
        try await withStubServer { server in
            let client = await LiveHTTPClient.authenticated(server, tokens: SessionTokens(token: nil))
            await #expect(throws: NetworkError.unauthorized) {
                try await client.send(.note(requiresAuthentication: true))
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test func a401RefreshesOnceAndReplaysWithTheNewToken() async throws {
        try await withStubServer { server in
            scriptExpiringSession(server)
            let tokens = SessionTokens(token: "expired")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            let note = try await client.send(.note(requiresAuthentication: true))
            #expect(note == Note.sample)
            #expect(server.requests(to: .get, "/v1/notes/n1").map(\.bearerToken) == ["expired", "fresh"])
            #expect(server.requests(to: .post, "/v1/auth/refresh").map(\.bearerToken) == [nil])
        }
    }

    @Test func aFailedRefreshIsUnauthorized() async throws {
        try await withStubServer { server in
            scriptExpiringSession(server)
            server.respond(to: .post, "/v1/auth/refresh", with: .error(401, code: "invalid_refresh_token"))
            let tokens = SessionTokens(token: "expired")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            await #expect(throws: NetworkError.unauthorized) {
                try await client.send(.note(requiresAuthentication: true))
            }
            #expect(await tokens.refreshCount == 1)
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    @Test func aRefreshThatCannotReachTheServerStaysOfflineRatherThanSigningOut() async throws {
        try await withStubServer { server in
            scriptExpiringSession(server)
            server.respond(to: .post, "/v1/auth/refresh", with: .status(500))
            let client = await LiveHTTPClient.authenticated(server, tokens: SessionTokens(token: "expired"))
            await #expect(throws: NetworkError.http(status: 500, summary: "no body")) {
                try await client.send(.note(requiresAuthentication: true))
            }
        }
    }

    @Test func aRefreshAnswerThatDoesNotDecodeIsADecodingFailureRatherThanSigningOut() async throws {
        try await withStubServer { server in
            scriptExpiringSession(server)
            server.respond(to: .post, "/v1/auth/refresh", with: .json(raw: #"{"accessTok"#))
            let client = await LiveHTTPClient.authenticated(server, tokens: SessionTokens(token: "expired"))
            let error = await #expect(throws: NetworkError.self) {
                try await client.send(.note(requiresAuthentication: true))
            }
            guard case .decoding? = error else {
                Issue.record("expected a decoding failure, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aReplayThatIsRejectedAgainIsUnauthorizedWithoutASecondRefresh() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .error(401, code: "revoked"))
            server.respond(to: .post, "/v1/auth/refresh", with: .json(["accessToken": "fresh"]))
            let tokens = SessionTokens(token: "expired")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            await #expect(throws: NetworkError.unauthorized) {
                try await client.send(.note(requiresAuthentication: true))
            }
            #expect(await tokens.refreshCount == 1)
            #expect(server.requests(to: .get, "/v1/notes/n1").map(\.bearerToken) == ["expired", "fresh"])
        }
    }

    @Test func aWrongPasswordOnAnUnauthenticatedEndpointNeverRefreshes() async throws {
        try await withStubServer { server in
            server.respond(to: .post, "/v1/auth/login", with: .error(401, code: "invalid_credentials"))
            let tokens = SessionTokens(token: "whatever")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            let login = Endpoint<Note>(method: .post, path: "/v1/auth/login", requiresAuthentication: false)
            await #expect(throws: NetworkError.unauthorized) { try await client.send(login) }
            #expect(await tokens.refreshCount == 0)
            #expect(server.requestCount(to: .post, "/v1/auth/refresh") == 0)
        }
    }

    @Test func concurrentRequestsWithAnExpiredTokenShareOneRefresh() async throws {
        let callers = 30
        let everyoneRejected = Gate()
        let rejections = Counter()
        try await withStubServer { server in
            server.handle(.get, "/v1/notes/n1") { request in
                if request.bearerToken == "fresh" { return .json(Note.sample) }
                if rejections.increment() == callers { everyoneRejected.open() }
                return .error(401, code: "token_expired")
            }
            server.handle(.post, "/v1/auth/refresh") { _ in
                await everyoneRejected.wait()
                return .json(["accessToken": "fresh"])
            }
            let tokens = SessionTokens(token: "expired")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            let notes = try await withThrowingTaskGroup(of: Note.self) { group in
                for _ in 0..<callers {
                    group.addTask { try await client.send(.note(requiresAuthentication: true)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(notes.count == callers)
            #expect(server.requestCount(to: .post, "/v1/auth/refresh") == 1)
            #expect(await tokens.refreshCount == 1)
            #expect(
                server.requests(to: .get, "/v1/notes/n1").filter { $0.bearerToken == "fresh" }.count
                    == callers)
        }
    }

    @Test func aRequestRejectedWithAnOlderTokenReplaysWithoutRefreshing() async throws {
        try await withStubServer { server in
            scriptExpiringSession(server)
            let tokens = SessionTokens(token: "expired")
            let client = await LiveHTTPClient.authenticated(server, tokens: tokens)
            let slowGate = Gate()
            server.handle(.get, "/v1/notes/slow") { request in
                if request.bearerToken == "fresh" { return .json(Note.sample) }
                await slowGate.wait()
                return .error(401, code: "token_expired")
            }
            let slow = Task { try await client.send(.note("slow", requiresAuthentication: true)) }
            _ = await server.waitForRequests(to: .get, "/v1/notes/slow", count: 1)
            _ = try await client.send(.note(requiresAuthentication: true))
            slowGate.open()
            _ = try await slow.value
            #expect(await tokens.refreshCount == 1)
            #expect(server.requests(to: .get, "/v1/notes/slow").map(\.bearerToken) == ["expired", "fresh"])
        }
    }

    @Test func anAuthenticatedCallInsideARefreshFailsInsteadOfWaitingForItself() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .error(401, code: "token_expired"))
            server.respond(to: .post, "/v1/auth/refresh", with: .error(401, code: "token_expired"))
            let tokens = MisconfiguredTokens()
            let client = LiveHTTPClient(
                baseURL: server.baseURL, transport: server.transport, tokenProvider: tokens, retryPolicy: .none)
            await tokens.use(client)
            await #expect(throws: NetworkError.unauthorized) {
                try await client.send(.note(requiresAuthentication: true))
            }
            #expect(server.requestCount(to: .post, "/v1/auth/refresh") == 1)
        }
    }
}

/// A provider whose refresh wrongly calls an authenticated endpoint, the mistake that would
/// deadlock a naive single-flight refresh.
private actor MisconfiguredTokens: TokenProvider {
    private var client: (any HTTPClient)?

    func use(_ client: any HTTPClient) { self.client = client }

    func accessToken() -> String? { "expired" }

    func refreshAccessToken() async throws -> String {
        guard let client else { throw NetworkError.unauthorized }
        try await client.send(Endpoint<Void>(method: .post, path: "/v1/auth/refresh"))
        return "fresh"
    }
}
