import AppTesting
import FeatureKit
import Models
import ProfileFeature
import ServicesTesting
import Testing

@testable import AppCore

/// A window's navigation as one value the app owns: read and written at once, as a view's binding
/// does, through one place that reports the screen, so a pop through a binding and the shell's
/// `back` are the same event.
@MainActor
struct NavigationTests {
    @Test func aWriteReadsBackAtOnceExactlyAsWritten() async throws {
        let live = try await LiveApp.signedIn()
        let window = try #require(live.app.window(.main))
        var navigation = window.navigation
        navigation.selectedTab = "settings"
        navigation[path: "settings"] = [.settings(.privacy), .settings(.root), .settings(.account)]
        navigation[path: "profile"] = [.profile(.own), .profile(.post(id: "p5")), .profile(.post(id: "p5"))]

        window.navigation = navigation

        #expect(window.navigation == navigation)
        #expect(live.screenName() == "settings:account")
    }

    @Test func aPopThroughTheBindingIsTheSameEventAsTheShellsBack() async throws {
        let binding = try await LiveApp.signedIn()
        let shell = try await LiveApp.signedIn()
        for live in [binding, shell] {
            await live.perform(.openPost(id: "p5"))
            live.log.clear()
        }
        let window = try #require(binding.app.window(.main))

        window.navigation[path: "profile"].removeLast()
        await binding.app.settle()
        await shell.perform(.back)

        #expect(binding.events == shell.events)
        #expect(binding.events.viewedScreens == ["profile"])
        #expect(binding.events.contains { $0.shows("profile", in: .main) })
    }

    @Test func whatANewScreenLoadsStartsAfterTheWriteWhichReportsTheScreenAtOnceAndAgainOnceLoaded() async throws {
        let fake = try FakeApp()
        await fake.launch()
        await fake.perform(.open("app://profile/u-bob", window: nil))
        let window = try #require(fake.app.window(.main))
        let before = fake.profiles.calls.count
        let post = fake.profiles.suspendNext(.post)
        fake.log.clear()

        window.navigation[path: "profile"] = [.profile(.user(id: "u-bob")), .profile(.post(id: "b2"))]

        #expect(fake.profiles.calls.count == before)
        #expect(fake.screenName() == "post:b2")
        await post.waitUntilHeld()
        #expect(fake.events.filter { $0.shows("post:b2", in: .main) }.count == 1)
        post.resume()
        await waitUntil { fake.events.filter { $0.shows("post:b2", in: .main) }.count == 2 }
        await fake.app.settle()
        #expect(Array(fake.profiles.calls.dropFirst(before)) == [.cachedPost(id: "b2"), .post(id: "b2")])
        #expect(fake.events.viewedScreens == ["post:b2"])
    }

    @Test func aWriteThatChangesNothingReportsAndLoadsNothing() async throws {
        let fake = try FakeApp()
        await fake.launch()
        let window = try #require(fake.app.window(.main))
        let calls = fake.profiles.calls.count
        fake.log.clear()

        window.navigation = window.navigation

        await fake.app.settle()
        #expect(fake.events.isEmpty)
        #expect(fake.profiles.calls.count == calls)
    }

    @Test(arguments: [
        (Navigation(selectedTab: "inbox"), NavigationRefusal.noSuchTab("inbox")),
        (Navigation(), .noSuchTab(nil)),
        (Navigation(selectedTab: "profile").with("onboarding", [.profile(.own)]), .noSuchStack("onboarding")),
        (
            Navigation(selectedTab: "profile").with("profile", [.profile(.own), .settings(.privacy)]),
            .foreignRoute(stack: "profile", route: .settings(.privacy))
        ),
        (
            Navigation(selectedTab: "profile").with("profile", Array(repeating: .profile(.own), count: 51)),
            .tooLong(stack: "profile", count: 51)
        ),
    ])
    func aValueTheMainWindowCannotHoldIsRefusedWholeAndTheWindowKeepsItsOwn(
        navigation: Navigation, refusal: NavigationRefusal
    ) async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPost(id: "p5"))
        let window = try #require(live.app.window(.main))
        let before = window.navigation
        live.log.clear()

        #expect(window.navigate(to: navigation) == refusal)

        #expect(window.navigation == before)
        #expect(live.screenName() == "post:p5")
        #expect(live.events.isEmpty)
    }

    @Test func aWindowOfItsOwnHasNoTabsAndHoldsOnlyItsFeaturesStack() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        let window = try #require(live.app.window(.post("p5")))
        #expect(window.tabs.isEmpty)
        #expect(window.feature == "profile")
        #expect(window.navigate(to: Navigation(selectedTab: "profile")) == .noSuchTab("profile"))
        #expect(window.navigate(to: Navigation().with("settings", [.settings(.privacy)])) == .noSuchStack("settings"))

        window.navigation[path: "profile"] = [.profile(.user(id: "u-bob"))]

        await waitUntil { live.screen(.post("p5"))?.title == "Bob Builder" }
        #expect(live.screen(.post("p5"))?.tabBar == nil)
        #expect(live.screenName() == "profile")
    }

    @Test func theMainWindowShowsEachFeatureWithATab() async throws {
        let live = try await LiveApp.signedIn()
        let window = try #require(live.app.window(.main))
        #expect(window.tabs.map(\.id) == ["profile", "settings"])
        #expect(window.feature == nil)
        #expect(window.content(of: "settings")?.feature == "settings")
        #expect(window.content(of: "onboarding") == nil)
    }

    @Test func thereIsNoWindowToBindWhileNobodyIsSignedInOrForAWindowThatIsNotOpen() async throws {
        let live = try await LiveApp()
        await live.launch()
        #expect(live.app.window(.main) == nil)
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.app.window(.post("p5")) == nil)
        #expect(live.app.window(.main) != nil)
    }

    @Test func aWindowHeldPastTheSessionRefusesWritesAndReadsEmpty() async throws {
        let live = try await LiveApp.signedIn()
        let window = try #require(live.app.window(.main))
        await live.perform(.logout)
        #expect(window.navigate(to: Navigation(selectedTab: "settings")) == .windowClosed)
        #expect(window.navigation == Navigation())
        #expect(window.snapshot == nil)
        #expect(live.screenName() == "sign-in")
    }
}

extension Navigation {
    /// This navigation with `path` on `feature`'s stack.
    func with(_ feature: String, _ path: [AnyFeatureRoute]) -> Navigation {
        var navigation = self
        navigation[path: feature] = path
        return navigation
    }
}
