import AppCore
import Models
import ServicesTesting
import Testing

/// `screen_viewed` counts exactly the screens shown, each time a window shows one, after the app
/// reports that screen: never one passed through on the way, or built under the launch screen.
@MainActor
struct ScreenViewTests {
    @Test func aLinkKeptUntilSignInCountsOnlyTheScreenItLandsOn() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://settings/privacy", window: nil))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.screenName() == "settings:privacy")
        #expect(live.events.viewedScreens == ["settings:privacy"])
    }

    @Test func aPostWhoseLoadEndsTheSessionIsNotCounted() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.revokeSessions()
        await live.perform(.openPost(id: "p1"))
        #expect(live.state == .error(.sessionExpired))
        #expect(live.events.viewedScreens == [])
    }

    @Test func nothingIsCountedUnderTheLaunchScreen() async throws {
        let live = try await LiveApp(minimumLaunch: .milliseconds(500))
        await live.launch()
        await live.timerClock.advance(by: .milliseconds(500))
        await live.app.settle()
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        try await live.relaunch()
        #expect(live.state == .loading)
        #expect(live.events.viewedScreens == [])
        await live.timerClock.advance(by: .milliseconds(500))
        await live.app.settle()
        #expect(live.events.viewedScreens == ["profile"])
    }

    @Test func eachScreenIsCountedEachTimeAWindowShowsIt() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.selectTab("settings"))
        await live.perform(.selectTab("profile"))
        await live.perform(.openPost(id: "p45"))
        await live.perform(.back)
        #expect(live.events.viewedScreens == ["settings", "profile", "post:p45", "profile"])
    }

    @Test func aScreenIsReportedThenCounted() async throws {
        let live = try await LiveApp()
        await live.launch()
        live.log.clear()
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        let reported = try #require(live.events.firstIndex { $0.shows("profile", in: .main) })
        let counted = try #require(live.events.firstIndex { $0.countsView(of: "profile") })
        #expect(reported < counted)
    }
}
