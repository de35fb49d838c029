import DevBackend
import Foundation
import Models
import Networking
import ServicesTesting
import Testing

@testable import Services

/// Logout signs out on the device first, then tells the backend with the session that ended.
@Suite struct LogoutTests {
    @Test func logoutDeletesTheStoredSessionBeforeTheBackendHearsOfIt() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let stored = await stack.sessionStore.load()

            let ended = await stack.auth.logout()

            #expect(ended == stored)
            #expect(try stack.credentials.read() == nil)
            #expect(await stack.backend.requestCount(.deleteSession) == 0)
        }
    }

    @Test func announcingTheLogoutEndsTheSessionOnTheBackend() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let ended = try #require(await stack.auth.logout())

            await stack.auth.announceLogout(of: ended)

            let last = await stack.backend.recordedRequests().last
            #expect(last?.route == .deleteSession)
            #expect(last?.status == 204)
            await #expect(throws: NetworkError.unauthorized) {
                try await stack.plainClient.send(APIEndpoints.refresh(refreshToken: ended.refreshToken))
            }
        }
    }

    @Test func anExpiredAccessTokenIsRenewedForTheAnnouncementAndNothingIsStored() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let ended = try #require(await stack.auth.logout())
            try await stack.backend.expireAccessTokens()

            await stack.auth.announceLogout(of: ended)

            #expect(await stack.backend.requestCount(.refresh) == 1)
            #expect(await stack.backend.recordedRequests().last?.status == 204)
            #expect(await stack.sessionStore.load() == nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test func logoutWhileOfflineStillClearsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.setOffline(true)
            let ended = try #require(await stack.auth.logout())
            await stack.auth.announceLogout(of: ended)

            #expect(await stack.sessionStore.load() == nil)
        }
    }

    @Test func announcingTheLogoutOfARevokedSessionClearsNothingAndTellsNobody() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.revokeSessions()
            let ended = try #require(await stack.auth.logout())
            await stack.auth.announceLogout(of: ended)

            #expect(await stack.sessionStore.load() == nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test func logoutWithNothingStoredEndsNothing() async throws {
        try await LiveStack.run { stack in
            #expect(await stack.auth.logout() == nil)
            #expect(await stack.requestCount() == 0)
        }
    }
}
