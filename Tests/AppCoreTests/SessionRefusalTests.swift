import DevBackend
import Foundation
import Models
import Services
import ServicesTesting
import Testing

@testable import AppCore

/// Only a refused refresh ends a session, wherever the app is: signing in, launching, signed in.
/// Any other refresh failure, and a request refused again after a successful refresh, keep the
/// session and say what happened; the state, the message and the log agree.
@MainActor
struct SessionRefusalTests {
    @Test func aRefreshRefusedWhileSigningInEndsInSessionExpired() async throws {
        let live = try await LiveApp()
        await live.launch()
        live.log.clear()
        try await live.backend.injectFault(.status(401), on: .getMyProfile)
        try await live.backend.injectFault(.status(401), on: .refresh)
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.events.transitions == ["unauthenticated → error:sessionExpired"])
        #expect(live.log.mainScreenAtTransitions == ["error:sessionExpired"])
        #expect(!FileManager.default.fileExists(atPath: live.sessionFile.path))
        #expect(live.events.errorMessages == [AppError.sessionExpired.message])
    }

    @Test func aRefreshRefusedWhileAFirstTimeUserSignsInEndsInSessionExpired() async throws {
        let live = try await LiveApp()
        await live.launch()
        live.log.clear()
        try await live.backend.injectFault(.status(401), on: .getOnboarding)
        try await live.backend.injectFault(.status(401), on: .refresh)
        await live.perform(.login(email: SeedData.newbie.email, password: SeedData.password))
        #expect(live.events.transitions == ["unauthenticated → error:sessionExpired"])
        #expect(live.events.rejectedTransitions == [])
    }

    @Test func aRefreshRefusedWhileTheLaunchPreparesTheScreenGoesToSignIn() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.injectFault(.status(401), on: .getMyProfile)
        try await live.backend.injectFault(.status(401), on: .refresh)
        try await live.restart()
        #expect(live.events.transitions == ["loading → unauthenticated"])
        #expect(live.log.mainScreenAtTransitions == ["sign-in"])
        #expect(!FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func aRefusalWhileTheLaunchScreenWaitsOutItsTimeLandsOnSignIn() async throws {
        let fake = try FakeApp(minimumLaunch: .milliseconds(500))
        await fake.launch()
        #expect(fake.state == .loading)
        await fake.auth.logout()
        await fake.app.dependencies.relay.sessionExpired()
        await fake.timerClock.advance(by: .milliseconds(500))
        await fake.app.settle()
        #expect(fake.events.transitions == ["loading → unauthenticated"])
        #expect(fake.screenName() == "sign-in")
    }

    @Test(arguments: [400, 403, 404, 409, 422])
    func aRefreshAnsweredAnotherWayAtLaunchKeepsTheSessionAndSaysSo(status: Int) async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.expireAccessTokens()
        try await live.backend.injectFault(.status(status), on: .refresh)
        try await live.restart()
        #expect(live.state == .error(.networkUnavailable))
        #expect(live.events.errorMessages == [ServiceError.badResponse("").errorDescription])
        #expect(FileManager.default.fileExists(atPath: live.sessionFile.path))
        #expect(live.logs.count(containing: "the session is kept") == 1)
    }

    @Test(arguments: [400, 403, 404, 409, 422])
    func aRefreshAnsweredAnotherWayWhileSignedInKeepsTheStateAndTheSessionAndSaysSo(status: Int) async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.expireAccessTokens()
        try await live.backend.injectFault(.status(status), on: .refresh)
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages == [ServiceError.badResponse("").errorDescription])
        #expect(FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func aRequestRefusedAgainAfterASuccessfulRefreshKeepsTheSessionAndSaysTheAnswerIsUnusable() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.injectFault(.status(401), on: .getUserPosts, count: 2)
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages == [ServiceError.badResponse("").errorDescription])
        #expect(await live.backend.requestCount(.refresh) == 1)
        #expect(live.logs.count(containing: "refused the access token it had just renewed") == 1)
    }

    @Test func aSessionCheckRefusedAgainAfterASuccessfulRefreshKeepsTheSession() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.phase(.background, window: nil))
        try await live.backend.injectFault(.status(401), on: .getSession, count: 2)
        await live.perform(.phase(.active, window: nil))
        #expect(live.state.user?.id == SeedData.alice.id)
        #expect(FileManager.default.fileExists(atPath: live.sessionFile.path))
    }
}
