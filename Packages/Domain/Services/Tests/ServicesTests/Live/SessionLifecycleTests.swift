import DevBackend
import Foundation
import Models
import Networking
import Services
import ServicesTesting
import Testing

@Suite struct SessionLifecycleTests {
    @Test func aSessionLivesFromLoginThroughRefreshAndRevocationToLogout() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let signedIn = try #require(await stack.sessionStore.load())

            try await stack.backend.expireAccessTokens()
            #expect(try await stack.profiles.ownProfile().userId == SeedData.alice.id)
            #expect(await stack.backend.requestCount(.refresh) == 1)
            let refreshed = try #require(await stack.sessionStore.load())
            #expect(refreshed.refreshToken != signedIn.refreshToken)
            #expect(try permissions(of: stack.credentials.fileURL) == 0o600)

            try await stack.backend.revokeSessions()
            await #expect(throws: ServiceError.sessionExpired) { try await stack.settings.settings() }
            #expect(await stack.expiries.count == 1)
            #expect(await stack.expiries.sawSessionCleared)
            #expect(await stack.sessionStore.load() == nil)
            #expect(!FileManager.default.fileExists(atPath: stack.credentials.fileURL.path))

            await stack.auth.logout()
            #expect(try await stack.auth.validateSession() == nil)
            #expect(await stack.backend.requestCount(.deleteSession) == 0)
        }
    }

    @Test func fiftyConcurrentRequestsWithAnExpiredTokenShareOneRefresh() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.expireAccessTokens()

            let profiles = try await withThrowingTaskGroup(of: Profile.self) { group in
                for _ in 0..<50 {
                    group.addTask { try await stack.profiles.ownProfile() }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(profiles.count == 50)
            #expect(await stack.backend.requestCount(.refresh) == 1)
        }
    }

    @Test func concurrentRequestsMeetingARevokedSessionFireTheCallbackOnce() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.revokeSessions()

            let failures = await withTaskGroup(of: ServiceError?.self) { group in
                for _ in 0..<10 {
                    group.addTask {
                        do throws(ServiceError) {
                            _ = try await stack.settings.settings()
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }

            #expect(failures == Array(repeating: .sessionExpired, count: 10))
            #expect(await stack.expiries.count == 1)
            #expect(await stack.backend.requestCount(.refresh) == 1)
        }
    }

    @Test func aRefreshThatFailsInTransitKeepsTheSessionAndCallsNoOne() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let before = await stack.sessionStore.load()
            try await stack.backend.failNextRequests(1, status: 503)

            await #expect(throws: NetworkError.http(status: 503, summary: "unavailable: The service is temporarily unavailable.")) {
                try await stack.tokenProvider.refreshAccessToken()
            }
            #expect(await stack.sessionStore.load() == before)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test func aSessionRestoredFromTheFileIsUsedAfterARelaunch() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let relaunched = LiveSessionStore(credentials: stack.credentials, logger: .quiet)

            #expect(await relaunched.load() == stack.sessionStore.load())
        }
    }
}
