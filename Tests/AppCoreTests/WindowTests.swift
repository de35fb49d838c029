import AppTesting
import DevBackend
import Foundation
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Windows: main plus post windows, each with its own navigation, sharing services and the
/// session; one window per post; phases aggregated and handled in one place.
@MainActor
struct WindowTests {
    @Test func openingAPostWindowShowsThePostAndFocusesIt() async throws {
        let live = try await LiveApp.signedIn()
        #expect(await live.perform(.openPostWindow(postID: "p5")) == .done)
        #expect(live.app.windows == [.main, .post("p5")])
        #expect(live.app.focusedWindow == .post("p5"))
        #expect(live.screenName(.post("p5")) == "post:p5")
        #expect(live.events.windowActions == ["opened post-p5"])
    }

    @Test func openingAPostThatAlreadyHasAWindowFocusesThatWindow() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.focusWindow(.main))
        await live.perform(.openPostWindow(postID: "p5"))
        #expect(live.events.windowActions == ["opened post-p5", "focused main", "focused post-p5"])
        #expect(live.app.windows == [.main, .post("p5")])
        #expect(live.app.focusedWindow == .post("p5"))
    }

    @Test func aPostWindowNeedsAPostID() async throws {
        let live = try await LiveApp.signedIn()
        let result = await live.perform(.openPostWindow(postID: "../p5"))
        #expect(result == .notOffered("A post ID has 1 to 64 letters, digits, - or _."))
        #expect(live.app.windows == [.main])
    }

    @Test func aPostThatDoesNotExistOpensNoWindow() async throws {
        let live = try await LiveApp.signedIn()
        let result = await live.perform(.openPostWindow(postID: "p999"))
        #expect(result == .notOffered("This can't be found. It may have been deleted."))
        #expect(live.events.errorMessages == ["This can't be found. It may have been deleted."])
        #expect(live.events.windowActions == [])
        #expect(live.app.windows == [.main])
        #expect(live.app.focusedWindow == .main)
    }

    @Test func theMainWindowCannotBeClosed() async throws {
        let live = try await LiveApp.signedIn()
        let result = await live.perform(.closeWindow(.main))
        #expect(result == .notOffered("The main window can't be closed."))
        #expect(live.events.errorMessages == ["The main window can't be closed."])
        #expect(live.app.windows == [.main])
    }

    @Test func closingAPostWindowFocusesMainAndReleasesTheWindow() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        var watched = WeakReferences()
        watched.watch("post window", live.app.postWindow("p5"))
        watched.watch("post window feature", live.app.postWindowStack("p5"))
        await live.perform(.closeWindow(.post("p5")))
        #expect(live.app.windows == [.main])
        #expect(live.app.focusedWindow == .main)
        #expect(watched.missing == [])
        #expect(watched.alive == [])
    }

    @Test func eachWindowKeepsItsOwnNavigation() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.open("app://profile/u-bob", window: nil))
        await live.perform(.focusWindow(.main))
        await live.perform(.open("app://post/p7", window: nil))
        #expect(live.screenName(.post("p5")) == "profile:u-bob")
        #expect(live.screenName(.main) == "post:p7")
        await live.perform(.back)
        #expect(live.screenName(.main) == "profile")
        #expect(live.screenName(.post("p5")) == "profile:u-bob")
    }

    @Test func tabsBelongToTheMainWindow() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        let result = await live.perform(.selectTab("settings"))
        #expect(result == .notOffered("\"tab\" is not available in the post-p5 window: only main has tabs."))
        #expect(live.screenName(.main) == "profile")
    }

    @Test func aWindowMadeActiveTakesTheFocus() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.inactive, window: .main))
        live.log.clear()
        await live.perform(.phase(.active, window: .main))
        #expect(live.app.focusedWindow == .main)
        #expect(live.events.windowActions == ["focused main"])
        #expect(await live.perform(.selectTab("settings")) == .done)
    }

    @Test func aWindowAlreadyFocusedAndMadeActiveIsNotFocusedAgain() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.phase(.inactive, window: .main))
        live.log.clear()
        await live.perform(.phase(.active, window: .main))
        #expect(live.events.windowActions.isEmpty)
    }

    @Test func windowsShareOneSession() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        try await live.backend.expireAccessTokens()
        await live.backend.clearRecordedRequests()
        await live.perform(.open("app://profile/u-bob", window: nil))
        await live.perform(.focusWindow(.main))
        await live.perform(.loadMorePosts)
        #expect(await live.backend.requestCount(.refresh) == 1)
        #expect(live.events.errorMessages == [])
        #expect(live.listedIDs(.post("p5")).contains("b12"))
        #expect(live.listedIDs(.main).contains("p21"))
    }

    @Test func theAppIsActiveWhileAnyWindowIsAndInTheBackgroundOnlyWhenAllAre() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.background, window: .main))
        await live.perform(.phase(.inactive, window: .post("p5")))
        await live.perform(.phase(.background, window: .post("p5")))
        #expect(live.events.appPhases == [.active, .inactive, .background])
    }

    @Test func aPhaseForAWindowThatIsNotOpenIsNotOffered() async throws {
        let live = try await LiveApp.signedIn()
        let result = await live.perform(.phase(.background, window: .post("p5")))
        #expect(result == .notOffered("There is no window post-p5."))
        #expect(live.events.appPhases == [])
    }

    @Test(arguments: [ScenePhase.inactive, .background])
    func becomingActiveChecksTheSession(from phase: ScenePhase) async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.phase(phase, window: nil))
        try await live.backend.revokeSessions()
        await live.perform(.phase(.active, window: nil))
        #expect(live.events.transitions == ["authenticated → error:sessionExpired"])
    }

    @Test func comingBackFromTheBackgroundReloadsWhatIsOnScreen() async throws {
        let live = try await LiveApp.signedIn()
        #expect(live.listedIDs().first == "p45")
        await live.perform(.phase(.background, window: nil))
        try await live.backend.deletePost("p45")
        await live.perform(.phase(.active, window: nil))
        #expect(live.listedIDs().first == "p44")
    }

    @Test func anOpenPostWindowWhosePostWasDeletedShowsAnErrorWhenTheAppComesBack() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.background, window: .main))
        await live.perform(.phase(.background, window: .post("p5")))
        try await live.backend.deletePost("p5")
        await live.perform(.phase(.active, window: .post("p5")))
        #expect(live.screen(.post("p5"))?.banner?.kind == .error)
        #expect(live.events.errorMessages.count == 1)
    }

    @Test func goingInactiveSavesSceneState() async throws {
        let live = try await LiveApp.signedIn()
        #expect(!FileManager.default.fileExists(atPath: live.scenesFile.path))
        await live.perform(.phase(.inactive, window: nil))
        #expect(FileManager.default.fileExists(atPath: live.scenesFile.path))
    }

    @Test func goingToTheBackgroundTellsEachFeatureSoItReleasesItsCaches() async throws {
        let fake = try FakeApp()
        await fake.launch()
        #expect(!fake.profiles.calls.contains(.clearCache))
        await fake.perform(.phase(.background, window: nil))
        #expect(fake.profiles.calls.filter { $0 == .clearCache }.count == 1)
    }

    @Test func goingToTheBackgroundDeliversAnalytics() async throws {
        let live = try await LiveApp.signedIn()
        #expect(await live.backend.receivedEvents() == [])
        await live.perform(.phase(.background, window: nil))
        #expect(await live.backend.receivedEvents().contains { $0.name == "screen_viewed" })
    }

    @Test func oneWindowGoingToTheBackgroundWhileAnotherIsActiveDeliversNothing() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.background, window: .main))
        #expect(await live.backend.receivedEvents() == [])
    }

    @Test func oneWindowGoingToTheBackgroundWhileAnotherIsActiveReleasesNothing() async throws {
        let fake = try FakeApp()
        await fake.launch()
        await fake.perform(.openPostWindow(postID: "p5"))
        await fake.perform(.phase(.background, window: .main))
        #expect(!fake.profiles.calls.contains(.clearCache))
    }

    @Test func closingTheLastActiveWindowIsHandledAsTheAppGoingToTheBackground() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.background, window: .main))
        await live.perform(.closeWindow(.post("p5")))
        #expect(await live.backend.receivedEvents().contains { $0.name == "screen_viewed" })
    }

    @Test func closingTheLastActiveWindowReleasesTheCachesAsTheBackgroundDoes() async throws {
        let fake = try FakeApp()
        await fake.launch()
        await fake.perform(.openPostWindow(postID: "p5"))
        await fake.perform(.phase(.background, window: .main))
        await fake.perform(.closeWindow(.post("p5")))
        #expect(fake.profiles.calls.filter { $0 == .clearCache }.count == 1)
    }
}
