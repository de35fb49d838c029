import AppTesting
import DevBackend
import FeatureKit
import Foundation
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Ending a session tears down everything that belonged to the user: scopes, coordinators,
/// features and their work are released, windows close, storage and caches are cleared, and
/// analytics is delivered and forgets the user. The next user starts clean.
@MainActor
struct TeardownTests {
    @Test func logoutReleasesTheSignedInScopeWithItsCoordinatorsAndFeatures() async throws {
        let live = try await LiveApp.signedIn()
        let watched = await watchSignedInScope(of: live)
        await live.perform(.logout)
        #expect(watched.missing == [])
        #expect(watched.alive == [])
    }

    @Test func anExpiredSessionReleasesTheSignedInScope() async throws {
        let live = try await LiveApp.signedIn()
        let watched = await watchSignedInScope(of: live)
        try await live.backend.revokeSessions()
        await live.perform(.selectTab("profile"))
        await live.perform(.loadMorePosts)
        #expect(live.state == .error(.sessionExpired))
        #expect(watched.alive == [])
    }

    @Test func signingInReleasesTheSignInScope() async throws {
        let live = try await LiveApp()
        await live.launch()
        var watched = WeakReferences()
        watched.watch("sign-in", live.app.authScope)
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(watched.missing == [])
        #expect(watched.alive == [])
    }

    @Test func logoutDuringOnboardingReleasesTheOnboardingScope() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        var watched = WeakReferences()
        watched.watch("onboarding", live.app.onboardingScope)
        await live.perform(.logout)
        #expect(watched.missing == [])
        #expect(watched.alive == [])
    }

    @Test func aRequestInFlightAtLogoutChangesNothingWhenItEndsAndIsThenReleased() async throws {
        let fake = try FakeApp()
        await fake.launch()
        var watched = WeakReferences()
        watched.watch("profile", fake.app.tabStack("profile"))
        let page = fake.profiles.suspendNext(.posts)
        let loading = Task { await fake.perform(.loadMorePosts) }
        await page.waitUntilHeld()
        await fake.perform(.logout)
        page.resume()
        #expect(await loading.value == .done)
        #expect(fake.state == .unauthenticated)
        #expect(fake.screenName() == "sign-in")
        #expect(fake.app.windows == [.main])
        #expect(watched.alive == [])
    }

    @Test func logoutTellsEachFeatureTheSessionEnded() async throws {
        let fake = try FakeApp()
        await fake.launch()
        #expect(!fake.profiles.calls.contains(.clearCache))
        await fake.perform(.logout)
        #expect(fake.profiles.calls.filter { $0 == .clearCache }.count == 1)
    }

    @Test func logoutRemovesTheFeaturesFiles() async throws {
        let live = try await LiveApp.signedIn()
        let drafts = try FeatureStorage(directory: live.directory.appendingPathComponent("features/profile"))
            .file(named: "drafts.json", schemaVersion: 1, of: [String].self)
        try drafts.save(["a draft"])
        await live.perform(.logout)
        #expect(!FileManager.default.fileExists(atPath: live.directory.appendingPathComponent("features").path))
    }

    @Test func logoutDeliversTheEventsTrackedForTheUser() async throws {
        let live = try await LiveApp.signedIn()
        #expect(await live.backend.receivedEvents() == [])
        await live.perform(.logout)
        let received = await live.backend.receivedEvents()
        #expect(received.contains { $0.name == "screen_viewed" && $0.userId == SeedData.alice.id.rawValue })
    }

    @Test func eventsAfterLogoutCarryNoUserID() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.logout)
        await live.perform(.login(email: SeedData.alice.email, password: "wrong-horse-1"))
        await live.app.terminate()
        let failedSignIns = await live.backend.receivedEvents().filter { $0.name == "sign_in_failed" }
        #expect(failedSignIns.count == 1)
        #expect(failedSignIns.allSatisfy { $0.userId == nil })
    }

    @Test func theNextUsersEventsCarryTheirOwnID() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.logout)
        let before = await live.backend.receivedEvents().count
        await live.perform(.login(email: SeedData.bob.email, password: SeedData.password))
        await live.app.terminate()
        let bobsViews = await live.backend.receivedEvents().dropFirst(before).filter {
            $0.name == "screen_viewed"
        }
        #expect(!bobsViews.isEmpty)
        #expect(bobsViews.allSatisfy { $0.userId == SeedData.bob.id.rawValue })
    }

    @Test func logoutClosesThePostWindows() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.logout)
        #expect(live.events.windowActions == ["opened post-p5", "closed post-p5"])
        #expect(live.app.windows == [.main])
        #expect(live.app.focusedWindow == .main)
    }

    @Test func logoutClearsSceneStorage() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.phase(.inactive, window: nil))
        #expect(FileManager.default.fileExists(atPath: live.scenesFile.path))
        await live.perform(.logout)
        #expect(!FileManager.default.fileExists(atPath: live.scenesFile.path))
    }

    @Test func theNextUserStartsClean() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.selectTab("settings"))
        await live.perform(.open("app://settings/privacy", window: nil))
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.logout)
        await live.perform(.login(email: SeedData.bob.email, password: SeedData.password))
        #expect(live.state.user?.id == SeedData.bob.id)
        #expect(live.app.windows == [.main])
        #expect(live.screenName() == "profile")
        #expect(live.screen()?.title.contains("Bob") == true)
    }

    @Test func aTerminatedAppIsReleasedWithEverythingItBuilt() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        var watched = WeakReferences()
        watched.watch("app", live.app)
        watched.watch("dependencies", live.app.dependencies)
        watched.watch("signed-in scope", live.app.signedInScope)
        try await live.relaunch()
        #expect(watched.missing == [])
        #expect(watched.alive == [])
    }

    @Test func anAbandonedAppIsReleasedWithEverythingItBuilt() async throws {
        let live = try await LiveApp(minimumLaunch: .seconds(1))
        await live.launch()
        var watched = WeakReferences()
        watched.watch("app", live.app)
        watched.watch("dependencies", live.app.dependencies)
        try await live.kill()
        #expect(watched.missing == [])
        #expect(watched.alive == [])
    }

    /// Weak references to the signed-in scope and all it holds: the main window's coordinator and
    /// both tabs' features, a post window's coordinator and its feature.
    private func watchSignedInScope(of live: LiveApp) async -> WeakReferences {
        await live.perform(.selectTab("settings"))
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.focusWindow(.main))
        await live.perform(.selectTab("profile"))
        var watched = WeakReferences()
        watched.watch("signed-in scope", live.app.signedInScope)
        watched.watch("main coordinator", live.app.mainWindow)
        watched.watch("profile feature", live.app.tabStack("profile"))
        watched.watch("post window", live.app.postWindow("p5"))
        watched.watch("post window feature", live.app.postWindowStack("p5"))
        await live.perform(.selectTab("settings"))
        watched.watch("settings feature", live.app.tabStack("settings"))
        await live.perform(.selectTab("profile"))
        return watched
    }
}
