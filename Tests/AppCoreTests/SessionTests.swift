import DevBackend
import Foundation
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// The session while the app runs: expired access tokens renew unnoticed, a revoked session ends
/// in `error:sessionExpired` and then sign-in, and a stored session the backend refuses at launch
/// goes straight to sign-in.
@MainActor
struct SessionTests {
    @Test func anExpiredAccessTokenIsRenewedWithoutTheUserNoticing() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.expireAccessTokens()
        await live.backend.clearRecordedRequests()
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages == [])
        #expect(await live.backend.requestCount(.refresh) == 1)
        #expect(live.state.user?.id == SeedData.alice.id)
    }

    @Test func aRevokedSessionEndsInSessionExpired() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == ["authenticated → error:sessionExpired"])
        #expect(live.screenName() == "error:sessionExpired")
    }

    @Test func aRevokedSessionClearsTheStoredSession() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.loadMorePosts)
        #expect(!FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func retryAfterTheSessionExpiredGoesToSignIn() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.loadMorePosts)
        await live.perform(.retry)
        #expect(
            live.events.transitions == [
                "authenticated → error:sessionExpired", "error:sessionExpired → unauthenticated",
            ])
        #expect(live.screenName() == "sign-in")
    }

    @Test func anExpiredSessionStaysUntilTheUserRetries() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.loadMorePosts)
        await live.perform(.phase(.background, window: nil))
        await live.perform(.phase(.active, window: nil))
        await live.perform(.open("app://settings", window: nil))
        #expect(live.state == .error(.sessionExpired))
    }

    @Test func signingInAgainAfterTheSessionExpiredWorks() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.loadMorePosts)
        await live.perform(.retry)
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.state.user?.id == SeedData.alice.id)
        #expect(live.screenName() == "profile")
    }

    @Test func aRevokedSessionDuringOnboardingEndsInSessionExpired() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        try await live.backend.revokeSessions()
        await live.perform(.onboardingNext)
        #expect(live.events.transitions == ["onboarding:welcome → error:sessionExpired"])
    }

    @Test func aStoredSessionTheBackendRefusesGoesStraightToSignInAtLaunch() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        try await live.relaunch()
        #expect(live.events.transitions == ["loading → unauthenticated"])
        #expect(live.log.mainScreenAtTransitions == ["sign-in"])
        #expect(!FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func aStoredSessionWithAnExpiredAccessTokenIsRenewedAtLaunch() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.expireAccessTokens()
        try await live.relaunch()
        #expect(live.events.transitions == ["loading → authenticated"])
        #expect(await live.backend.requestCount(.refresh) == 1)
    }

    @Test func logoutEndsTheSessionOnTheBackendAndOnDisk() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.logout)
        #expect(live.events.transitions == ["authenticated → unauthenticated"])
        #expect(await live.backend.requestCount(.deleteSession) == 1)
        #expect(!FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func signingInShowsTheProfileTheMomentItHappens() async throws {
        let live = try await LiveApp()
        await live.launch()
        live.log.clear()
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.log.mainScreenAtTransitions == ["profile"])
    }

    @Test func logoutShowsSignInTheMomentItHappens() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.logout)
        #expect(live.log.mainScreenAtTransitions == ["sign-in"])
    }

    @Test func anExpiredSessionShowsItsErrorTheMomentItHappens() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.loadMorePosts)
        #expect(live.log.mainScreenAtTransitions == ["error:sessionExpired"])
    }


    @Test func noPasswordTokenOrEmailIsLoggedOrTracked() async throws {
        let live = try await LiveApp.signedIn()
        let session = try String(contentsOf: live.sessionFile, encoding: .utf8)
        try await live.backend.expireAccessTokens()
        await live.perform(.loadMorePosts)
        await live.perform(.logout)
        await live.perform(.login(email: SeedData.bob.email, password: "not-the-password-1"))
        await live.app.terminate()
        let tokens = try Self.tokens(inSessionFile: session)
        let secrets =
            [SeedData.password, "not-the-password-1", SeedData.alice.email, SeedData.bob.email] + tokens
        let logged = live.logs.entries.joined(separator: "\n")
        let tracked = await live.backend.receivedEvents().map { "\($0.name) \($0.properties)" }.joined(
            separator: "\n")
        #expect(tokens.count == 2)
        #expect(!live.logs.entries.isEmpty)
        for secret in secrets {
            #expect(!logged.contains(secret), "a log line holds a secret")
            #expect(!tracked.contains(secret), "an analytics event holds a secret")
        }
    }

    /// The access and refresh tokens in a stored session file.
    private static func tokens(inSessionFile text: String) throws -> [String] {
        let file = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let session = try #require(file?["session"] as? [String: Any])
        return ["accessToken", "refreshToken"].compactMap { session[$0] as? String }
    }
}
