import DevBackend
import Foundation
import Models
import Networking
import Services
import ServicesTesting
import Testing

/// The provider's own rules, with a scriptable session store in front of a real backend.
@Suite struct SessionTokenProviderTests {
    @Test func hasNoTokenWhenNoSessionIsStored() async throws {
        let provider = SessionTokenProvider(
            store: FakeSessionStore(), client: UnusedClient(), logger: .quiet, onSessionExpired: {}
        )
        #expect(await provider.accessToken() == nil)
        await #expect(throws: ServiceError.sessionExpired) { try await provider.refreshAccessToken() }
    }

    @Test func aRequestWhoseRefreshCannotReachTheBackendIsOfflineAndKeepsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let stored = await stack.sessionStore.load()
            let expiries = ExpiryLog(store: stack.sessionStore)
            let provider = SessionTokenProvider(
                store: stack.sessionStore,
                client: LiveHTTPClient(baseURL: LiveStack.baseURL, transport: try await unreachable(), retryPolicy: .none),
                logger: .quiet, onSessionExpired: { await expiries.record() }
            )
            let settings = LiveSettingsService(
                client: LiveHTTPClient(
                    baseURL: LiveStack.baseURL, transport: stack.backend.transport, tokenProvider: provider,
                    retryPolicy: .none)
            )
            try await stack.backend.expireAccessTokens()

            await #expect(throws: ServiceError.offline) { try await settings.settings() }
            #expect(await stack.sessionStore.load() == stored)
            #expect(await expiries.count == 0)
        }
    }

    @Test func aRefreshNeverRevivesASessionLoggedOutMeanwhile() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let store = FakeSessionStore(session: await stack.sessionStore.load())
            let provider = SessionTokenProvider(
                store: store, client: stack.plainClient, logger: .quiet, onSessionExpired: {}
            )
            let suspension = store.suspendNext(.replace)
            let refresh = Task { try await provider.refreshAccessToken() }

            await suspension.waitUntilHeld()
            try await store.clear()
            suspension.resume()

            await #expect(throws: ServiceError.sessionExpired) { try await refresh.value }
            #expect(await store.session == nil)
        }
    }

    @Test func aRejectionNeverClearsASessionStartedMeanwhile() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let store = FakeSessionStore(session: await stack.sessionStore.load())
            let expiries = ExpiryLog(store: store)
            let provider = SessionTokenProvider(
                store: store, client: stack.plainClient, logger: .quiet, onSessionExpired: { await expiries.record() }
            )
            try await stack.backend.revokeSessions()
            let suspension = store.suspendNext(.replace)
            let refresh = Task { try await provider.refreshAccessToken() }

            await suspension.waitUntilHeld()
            try await store.save(Sessions.second)
            suspension.resume()

            await #expect(throws: ServiceError.sessionExpired) { try await refresh.value }
            #expect(await store.session == Sessions.second)
            #expect(await expiries.count == 0)
        }
    }
}

/// A transport to a backend that is offline: every connection is refused.
private func unreachable() async throws -> InMemoryTransport {
    let backend = try DevBackend()
    try await backend.setOffline(true)
    return backend.transport
}

/// An HTTP client for tests that must not send anything: every call fails the test.
private struct UnusedClient: HTTPClient {
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        Issue.record("unexpected request \(endpoint.method.rawValue) \(endpoint.path)")
        throw .invalidRequest("not expected in this test")
    }
}
