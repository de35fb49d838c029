import AppCore
import Foundation
import Models
import Services
import ServicesTesting
import Testing

/// Launch: the stored session is restored and checked, the launch screen stays its minimum time,
/// nothing flickers, and a backend that is away or down never signs anyone out.
@MainActor
struct LaunchTests {
    @Test func withNoStoredSessionTheAppOpensOnSignIn() async throws {
        let live = try await LiveApp()
        await live.launch()
        #expect(live.events.transitions == ["loading → unauthenticated"])
        #expect(live.screenName() == "sign-in")
    }

    @Test func aValidStoredSessionGoesStraightToTheSignedInScreen() async throws {
        let live = try await LiveApp.signedIn()
        try await live.relaunch()
        #expect(live.events.transitions == ["loading → authenticated"])
        #expect(live.log.mainScreenAtTransitions == ["profile"])
    }

    @Test func theLaunchScreenShowsUntilItsMinimumTimeHasPassed() async throws {
        let live = try await LiveApp(minimumLaunch: .milliseconds(500))
        await live.launch()
        #expect(live.state == .loading)
        #expect(live.screenName() == "launch")
        await live.timerClock.advance(by: .milliseconds(499))
        await live.app.settle()
        #expect(live.state == .loading)
        await live.timerClock.advance(by: .milliseconds(1))
        await live.app.settle()
        #expect(live.state == .unauthenticated)
        #expect(live.events.transitions == ["loading → unauthenticated"])
    }

    @Test func waitingOutTheLaunchScreenReturnsOnTheScreenTheLaunchLeadsTo() async throws {
        let live = try await LiveApp(minimumLaunch: .milliseconds(500))
        await live.launch()
        let waiting = Task { await live.app.waitOutLaunchScreen() }
        await live.timerClock.advance(by: .milliseconds(500))
        await waiting.value
        #expect(live.state == .unauthenticated)
        #expect(live.screenName() == "sign-in")
    }

    @Test func theLaunchScreenShowsWhileTheSessionIsChecked() async throws {
        let fake = try FakeApp()
        let check = fake.auth.suspendNext(.validateSession)
        let launching = Task { await fake.launch() }
        await check.waitUntilHeld()
        #expect(fake.state == .loading)
        #expect(fake.screenName() == "launch")
        check.resume()
        await launching.value
        #expect(fake.state == .authenticated(SeedData.alice))
    }

    @Test func anOfflineBackendAtLaunchShowsNetworkUnavailableAndKeepsTheSession() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.setOffline(true)
        try await live.relaunch()
        #expect(live.state == .error(.networkUnavailable))
        #expect(live.screenName() == "error:networkUnavailable")
        #expect(FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func retryOnceTheBackendIsBackSignsTheUserIn() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.setOffline(true)
        try await live.relaunch()
        try await live.backend.setOffline(false)
        await live.perform(.retry)
        #expect(
            live.events.transitions == [
                "loading → error:networkUnavailable", "error:networkUnavailable → loading",
                "loading → authenticated",
            ])
        #expect(live.screenName() == "profile")
    }

    @Test func serverErrorsAtLaunchShowNetworkUnavailableAndRetrySignsTheUserIn() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.terminate()
        try await live.backend.failNextRequests(3, status: 500)
        try await live.restart()
        #expect(live.state == .error(.networkUnavailable))
        await live.perform(.retry)
        #expect(live.state.user?.id == SeedData.alice.id)
    }

    @Test(arguments: [ServiceError.offline, .timeout, .server(status: 500), .server(status: 503)])
    func aTransientFailureAtLaunchNeverSignsTheUserOut(failure: ServiceError) async throws {
        let fake = try FakeApp()
        fake.auth.failNext(.validateSession, with: failure)
        await fake.launch()
        #expect(fake.state == .error(.networkUnavailable))
        #expect(await fake.auth.signedInUser == SeedData.alice)
        #expect(!fake.auth.calls.contains(.logout))
    }

    @Test func aFailureReadingOnboardingProgressAtLaunchShowsNetworkUnavailable() async throws {
        let fake = try FakeApp(signedInUser: SeedData.newbie)
        fake.onboarding.failNext(.progress, with: .timeout)
        await fake.launch()
        #expect(fake.state == .error(.networkUnavailable))
        #expect(!fake.auth.calls.contains(.logout))
    }

    @Test func maintenanceAtLaunchShowsMaintenanceMode() async throws {
        let live = try await LiveApp.signedIn()
        await live.backend.setMaintenance(true)
        try await live.relaunch()
        #expect(live.state == .error(.maintenanceMode))
        #expect(live.screenName() == "error:maintenanceMode")
        #expect(FileManager.default.fileExists(atPath: live.sessionFile.path))
    }

    @Test func retryDuringMaintenanceStaysInMaintenanceMode() async throws {
        let live = try await LiveApp.signedIn()
        await live.backend.setMaintenance(true)
        try await live.relaunch()
        await live.perform(.retry)
        #expect(
            live.events.transitions == [
                "loading → error:maintenanceMode", "error:maintenanceMode → loading",
                "loading → error:maintenanceMode",
            ])
    }

    @Test func retryAfterMaintenanceEndsSignsTheUserIn() async throws {
        let live = try await LiveApp.signedIn()
        await live.backend.setMaintenance(true)
        try await live.relaunch()
        await live.backend.setMaintenance(false)
        await live.perform(.retry)
        #expect(live.state.user?.id == SeedData.alice.id)
        #expect(live.screenName() == "profile")
    }

    @Test func launchingASecondTimeDoesNothing() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.launch()
        #expect(live.events.transitions == ["loading → unauthenticated"])
    }
}
