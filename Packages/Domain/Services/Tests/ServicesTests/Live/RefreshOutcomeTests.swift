import DevBackend
import Foundation
import Models
import Networking
import NetworkingTesting
import Services
import ServicesTesting
import Testing

/// Only a refused refresh (401 from the refresh endpoint) ends a session; every other outcome
/// keeps it and says what happened.
@Suite struct RefreshOutcomeTests {
    @Test(arguments: [400, 403, 404, 409, 422])
    func aRefreshAnsweredWithAStatusTheAPINeverGivesIsAnUnusableAnswerAndKeepsTheSession(_ status: Int)
        async throws
    {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.expireAccessTokens()
            try await stack.backend.injectFault(.status(status), on: .refresh)

            let failure = await #expect(throws: ServiceError.self) { try await stack.settings.settings() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(await stack.sessionStore.load() != nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test(arguments: [400, 403, 404, 409, 422])
    func aSessionCheckWhoseRefreshGetsAStatusTheAPINeverGivesKeepsTheSession(_ status: Int) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.expireAccessTokens()
            try await stack.backend.injectFault(.status(status), on: .refresh)

            let failure = await #expect(throws: ServiceError.self) { try await stack.auth.validateSession() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(try stack.credentials.read() != nil)
        }
    }

    @Test func aReplayRefusedAfterASuccessfulRefreshIsAnUnusableAnswerAndKeepsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.injectFault(.status(401), on: .getSettings, count: 2)

            let failure = await #expect(throws: ServiceError.self) { try await stack.settings.settings() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(await stack.backend.requestCount(.refresh) == 1)
            #expect(await stack.sessionStore.load() != nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    /// A backend may renew a session with the access token it had, rotating only the refresh
    /// token: a replay it refuses all the same is still its own fault, not an ended session.
    @Test func aReplayRefusedAfterARefreshThatKeptTheAccessTokenKeepsTheSession() async throws {
        try await withTemporaryDirectory { directory in
            let server = StubTransport()
            let renewed = Session(
                accessToken: Sessions.first.accessToken, refreshToken: Sessions.second.refreshToken,
                expiresAt: Sessions.second.expiresAt)
            server.respond(to: .post, "/v1/auth/refresh", with: .json(renewed))
            server.respond(to: .get, "/v1/me/settings", with: .error(401, code: "unauthorized"))
            let store = LiveSessionStore(
                credentials: FileCredentialStore(directory: directory), logger: .quiet)
            try await store.save(Sessions.first)
            let plain = LiveHTTPClient(baseURL: LiveStack.baseURL, transport: server, retryPolicy: .none)
            let provider = SessionTokenProvider(
                store: store, client: plain, logger: .quiet, onSessionExpired: {})
            let client = LiveHTTPClient(
                baseURL: LiveStack.baseURL, transport: server, tokenProvider: provider, retryPolicy: .none)
            let settings = LiveSettingsService(
                client: AuthenticatedClient(client: client, tokenProvider: provider, logger: .quiet))

            let failure = await #expect(throws: ServiceError.self) { try await settings.settings() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(server.requestCount(to: .post, "/v1/auth/refresh") == 1)
            let sentWith = server.requests(to: .get, "/v1/me/settings").map(\.bearerToken)
            #expect(sentWith == ["access-1", "access-1"])
            #expect(await store.load() == renewed)
        }
    }

    @Test func aSessionCheckWhoseReplayIsRefusedAfterASuccessfulRefreshKeepsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.injectFault(.status(401), on: .getSession, count: 2)

            let failure = await #expect(throws: ServiceError.self) { try await stack.auth.validateSession() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(try stack.credentials.read() != nil)
        }
    }

    @Test func aRefusedRefreshEndsTheSessionAndSaysSo() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.revokeSessions()

            await #expect(throws: ServiceError.sessionExpired) { try await stack.settings.settings() }
            #expect(try stack.credentials.read() == nil)
            #expect(await stack.expiries.count == 1)
        }
    }
}

extension ServiceError {
    fileprivate var isBadResponse: Bool {
        if case .badResponse = self { true } else { false }
    }
}
