import DevBackend
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Deep links in the running app: shown at once while signed in; otherwise the latest valid one
/// waits and is applied once, after sign-in and onboarding, and never survives a logout. A link
/// can target a window; it never opens one.
@MainActor
struct DeepLinkTests {
    @Test func aLinkWhileSignedInShowsInTheFocusedWindow() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        #expect(
            live.events.deepLinks == [DeepLinkReport(url: "app://post/p5", outcome: .handled, reason: nil)])
        #expect(live.screenName() == "post:p5")
    }

    /// The app reads a link once and reports it in its redacted form, so no host's output shows
    /// the secrets a link carries.
    @Test func aLinksEventCarriesItsRedactedFormOnly() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://u:pw@post/p5?token=t1#k=v", window: nil))
        #expect(live.events.deepLinks.map(\.url) == ["app://***@post/p5?token=***#k=***"])
    }

    @Test func aPlaceAFeatureAsksForIsOpenedAsALinkInTheFocusedWindow() async throws {
        let live = try await LiveApp.signedIn()
        await live.app.scope(live.app.scope.id, reports: .opens(AppLink(host: "profile", item: "u-bob")))
        await live.app.settle()
        #expect(live.events.deepLinks.map(\.outcome) == [.handled])
        #expect(live.screenName() == "profile:u-bob")
    }

    @Test func aLinkToAPostThatNoLongerExistsIsRefusedAsAWindowForItIs() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.deletePost("p5")
        await live.perform(.open("app://post/p5", window: nil))
        #expect(
            live.events.deepLinks == [
                DeepLinkReport(url: "app://post/p5", outcome: .rejected, reason: "what it names no longer exists")
            ])
        #expect(live.events.errorMessages == ["This link can't be opened: what it names no longer exists."])
        #expect(live.screenName() == "profile")
    }

    @Test func aWaitingLinkToAPostDeletedMeanwhileIsRefusedWhenTheUserIsIn() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        try await live.backend.deletePost("p5")
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .rejected])
        #expect(live.screenName() == "profile")
    }

    @Test func anAppliedLinkIsNotAppliedAgain() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        #expect(live.screenName() == "sign-in")
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        await live.perform(.back)
        try await live.relaunch()
        #expect(live.events.deepLinks == [])
        #expect(live.screenName() == "profile")
    }

    @Test func aLinkWhileSignedOutIsReportedDeferredThenApplied() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .applied])
        #expect(live.screenName() == "post:p5")
    }

    @Test func aLinkKeptUntilSignInIsOnScreenTheMomentTheUserIsSignedIn() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.log.mainScreenAtTransitions == ["sign-in", "post:p5"])
    }

    @Test func aLinkKeptDuringLaunchIsOnScreenWhenTheLaunchScreenGoes() async throws {
        let fake = try FakeApp(minimumLaunch: .milliseconds(300))
        await fake.launch()
        await fake.perform(.open("app://settings/privacy", window: nil))
        await fake.timerClock.advance(by: .milliseconds(300))
        await fake.app.settle()
        #expect(fake.log.mainScreenAtTransitions == ["settings:privacy"])
    }

    @Test func aLinkDuringLaunchIsAppliedWhenTheLaunchEnds() async throws {
        let fake = try FakeApp(minimumLaunch: .milliseconds(300))
        await fake.launch()
        await fake.perform(.open("app://settings/privacy", window: nil))
        #expect(fake.state == .loading)
        await fake.timerClock.advance(by: .milliseconds(300))
        await fake.app.settle()
        #expect(fake.events.deepLinks.map(\.outcome) == [.deferred, .applied])
        #expect(fake.screenName() == "settings:privacy")
    }

    @Test func aLinkInAnErrorStateIsAppliedAfterRetrySignsTheUserIn() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.setOffline(true)
        try await live.relaunch()
        await live.perform(.open("app://profile/u-bob", window: nil))
        try await live.backend.setOffline(false)
        await live.perform(.retry)
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .applied])
        #expect(live.screenName() == "profile:u-bob")
    }

    @Test func aLinkDuringOnboardingIsAppliedWhenOnboardingFinishes() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        await live.perform(.open("app://settings/privacy", window: nil))
        #expect(live.screenName() == "onboarding:welcome")
        for _ in 0..<3 { await live.perform(.onboardingNext) }
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred])
        await live.perform(.onboardingNext)
        #expect(live.state.user?.id == SeedData.newbie.id)
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .applied])
        #expect(live.log.mainScreenAtTransitions.last == "settings:privacy")
    }

    @Test func anInvalidLinkLeavesThePendingOneAlone() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.open("app://post/p5/comments", window: nil))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .rejected, .applied])
        #expect(live.screenName() == "post:p5")
    }

    @Test func theLatestValidLinkWins() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.open("app://settings/account", window: nil))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(
            live.events.deepLinks.filter { $0.outcome == .applied }.map(\.url) == ["app://settings/account"])
        #expect(live.screenName() == "settings:account")
    }

    @Test func aPendingLinkIsDroppedOnLogout() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.logout)
        #expect(
            live.events.deepLinks.last
                == DeepLinkReport(url: "app://post/p5", outcome: .dropped, reason: "signed out"))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .dropped])
        #expect(live.screenName() == "profile")
    }

    @Test func aPendingLinkSurvivesASessionExpiry() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        await live.perform(.open("app://post/p2", window: nil))
        try await live.backend.revokeSessions()
        await live.perform(.onboardingNext)
        #expect(live.state == .error(.sessionExpired))
        await live.perform(.retry)
        await live.perform(.login(email: SeedData.newbie.email, password: SeedData.password))
        for _ in OnboardingStep.allCases {
            await live.perform(.onboardingNext)
        }
        #expect(live.state.user?.id == SeedData.newbie.id)
        #expect(live.screenName() == "post:p2")
        #expect(live.events.deepLinks.map(\.outcome) == [.deferred, .applied])
    }

    @Test func aWaitingLinkReplacedByANewerOneIsDropped() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.open("app://settings/account", window: nil))
        #expect(
            live.events.deepLinks == [
                DeepLinkReport(url: "app://post/p5", outcome: .deferred, reason: nil),
                DeepLinkReport(url: "app://post/p5", outcome: .dropped, reason: "replaced"),
                DeepLinkReport(url: "app://settings/account", outcome: .deferred, reason: nil),
            ])
    }

    @Test func aLinkCanTargetAWindowOtherThanTheFocusedOne() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.focusWindow(.main))
        await live.perform(.open("app://profile/u-bob", window: .post("p5")))
        #expect(live.screenName(.post("p5")) == "profile:u-bob")
        #expect(live.screenName(.main) == "profile")
        #expect(live.app.focusedWindow == .main)
    }

    @Test func aLinkNeverOpensAWindow() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p7", window: nil))
        #expect(live.app.windows == [.main])
        #expect(live.events.windowActions == [])
    }

    @Test func aLinkForAWindowThatIsNotOpenIsRejected() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p7", window: .post("p7")))
        #expect(
            live.events.deepLinks == [
                DeepLinkReport(url: "app://post/p7", outcome: .rejected, reason: "there is no window post-p7")
            ])
        #expect(live.app.windows == [.main])
    }

    @Test func aSettingsLinkForAPostWindowIsRejectedWithAReason() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        let before = live.allScreens
        await live.perform(.open("app://settings/privacy", window: .post("p5")))
        #expect(
            live.events.deepLinks.last
                == DeepLinkReport(
                    url: "app://settings/privacy", outcome: .rejected,
                    reason: "a post window shows posts and profiles only"))
        #expect(live.allScreens == before)
    }

    @Test func aRejectedLinkShowsWhyAndChangesNothing() async throws {
        let live = try await LiveApp.signedIn()
        let before = live.allScreens
        await live.perform(.open("app://feed", window: nil))
        #expect(live.events.errorMessages == ["This link can't be opened: the app has no \"feed\" screen."])
        #expect(live.events.analyticsNames == ["deep_link_rejected"])
        #expect(live.allScreens == before)
        #expect(live.events.transitions == [])
    }

    @Test func aLinkIsTrackedWithoutItsIDs() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://profile/u-bob", window: nil))
        let tracked = live.events.compactMap { event -> [String: String]? in
            guard case .analytics(let name, let properties) = event, name == "deep_link_handled" else {
                return nil
            }
            return properties.mapValues { "\($0)" }
        }
        #expect(tracked.count == 1)
        #expect(tracked.allSatisfy { !$0.values.joined().contains("u-bob") })
    }
}
