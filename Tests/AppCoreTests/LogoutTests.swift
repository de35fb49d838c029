import Foundation
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Logout signs out on the device first (the stored session, scene storage, the signed-in scope),
/// then tells the backend, for a bounded time on the injected clock, so a kill at any moment after
/// it starts leaves the device signed out.
@MainActor
struct LogoutTests {
    @Test func logoutSignsOutOnTheDeviceBeforeTheBackendAnswers() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.injectFault(.delay(.seconds(60)), on: .deleteSession)
        let logout = Task { _ = await live.perform(.logout) }
        await waitUntil { await live.backend.requestCount(.deleteSession) == 1 }
        #expect(!FileManager.default.fileExists(atPath: live.sessionFile.path))
        #expect(!FileManager.default.fileExists(atPath: live.scenesFile.path))
        #expect(live.state == .unauthenticated)
        #expect(live.screenName() == "sign-in")
        await live.timerClock.advance(by: SessionEnd.logoutNoticeLimit + .milliseconds(1))
        await logout.value
        await live.backendClock.advance(by: .seconds(60))
    }

    @Test func aKillWhileTheBackendHearsOfTheLogoutRelaunchesSignedOut() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.injectFault(.delay(.seconds(60)), on: .deleteSession)
        let logout = Task { _ = await live.perform(.logout) }
        await waitUntil { await live.backend.requestCount(.deleteSession) == 1 }
        try await live.kill()
        #expect(live.state == .unauthenticated)
        await live.timerClock.advance(by: SessionEnd.logoutNoticeLimit + .milliseconds(1))
        await logout.value
        await live.backendClock.advance(by: .seconds(60))
    }

    @Test func theBackendIsToldOnlyOnceTheSignedInScopeIsGoneAndForAtMostTheLimit() async throws {
        let fake = try FakeApp()
        await fake.launch()
        let notice = fake.auth.suspendNext(.announceLogout)
        let logout = Task { _ = await fake.perform(.logout) }
        await notice.waitUntilHeld()
        #expect(fake.state == .unauthenticated)
        #expect(fake.app.signedInScope == nil)
        #expect(fake.auth.calls.suffix(2) == [.logout, .announceLogout])
        await fake.timerClock.advance(by: SessionEnd.logoutNoticeLimit + .milliseconds(1))
        await logout.value
        #expect(await notice.waitForOutcome() == .cancelled)
    }

    @Test func logoutIsTrackedAsASignOutRequest() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.logout)
        #expect(live.events.analyticsNames.filter { $0 == "sign_out_requested" }.count == 1)
    }
}
