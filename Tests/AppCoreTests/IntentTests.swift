import AppCore
import DevBackend
import Models
import ServicesTesting
import Testing

/// Intents: one the current screen does not offer is refused with a clear message and changes
/// nothing; error messages that appear after an intent are reported; a profile edit carries over
/// to the app state's user.
@MainActor
struct IntentTests {
    /// Where a refused intent is tried.
    enum Place: String, Sendable {
        case signIn = "sign-in"
        case profile
        case settings
        case post = "post:p5"
        case onboarding = "onboarding:welcome"

        func open() async throws -> LiveApp {
            switch self {
            case .signIn:
                let live = try await LiveApp()
                await live.launch()
                return live
            case .onboarding:
                return try await LiveApp.signedIn(as: SeedData.newbie)
            case .profile, .settings, .post:
                let live = try await LiveApp.signedIn()
                if self == .settings { await live.perform(.selectTab("settings")) }
                if self == .post { await live.perform(.open("app://post/p5", window: nil)) }
                return live
            }
        }
    }

    /// An intent the place does not offer.
    struct Refused: CustomTestStringConvertible, Sendable {
        let place: Place
        let intent: UserIntent

        var testDescription: String { "\(intent.commandForTests) on \(place.rawValue)" }
    }

    nonisolated static let refused: [Refused] =
        refusing(
            on: .signIn,
            [
                .logout, .selectTab("settings"), .back, .loadMorePosts, .openPost(id: "p5"),
                .editProfileName("Al"), .changeSetting(.appearance(.dark)), .retry,
                .openPostWindow(postID: "p5"), .onboardingNext, .focusWindow(.post("p5")),
            ])
        + refusing(
            on: .profile,
            [
                .login(email: SeedData.bob.email, password: SeedData.password),
                .signup(email: "new@example.com", password: "correct-horse-1", name: "New"),
                .onboardingNext, .onboardingBack, .onboardingName("Al"), .retry, .back,
                .changeSetting(.appearance(.dark)),
            ])
        + refusing(on: .settings, [.loadMorePosts, .openPost(id: "p5"), .editProfileBio("Hi")])
        + refusing(on: .post, [.loadMorePosts, .editProfileName("Al")])
        + refusing(
            on: .onboarding,
            [
                .onboardingBack, .onboardingName("Al"), .selectTab("settings"), .loadMorePosts,
                .login(email: SeedData.bob.email, password: SeedData.password),
                .openPostWindow(postID: "p5"), .retry,
            ])

    nonisolated static func refusing(on place: Place, _ intents: [UserIntent]) -> [Refused] {
        intents.map { Refused(place: place, intent: $0) }
    }

    @Test(arguments: refused)
    func anIntentTheScreenDoesNotOfferIsRefusedAndChangesNothing(_ refused: Refused) async throws {
        let live = try await refused.place.open()
        live.log.clear()
        let (state, screens, windows) = (live.state, live.allScreens, live.app.windows)
        let result = await live.perform(refused.intent)
        guard case .notOffered(let message) = result else {
            Issue.record("\(refused.testDescription) was carried out")
            return
        }
        #expect(live.events.errorMessages == [message])
        #expect(live.events.transitions == [])
        #expect(live.state == state)
        #expect(live.app.windows == windows)
        #expect(live.allScreens == screens)
    }

    @Test func aRefusalTheStateDecidesSaysWhichCommandAndWhichState() async throws {
        let live = try await LiveApp()
        await live.launch()
        #expect(await live.perform(.logout) == .notOffered("\"logout\" is not available while signed out."))
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(
            await live.perform(.login(email: SeedData.bob.email, password: SeedData.password))
                == .notOffered("\"login\" is not available while signed in."))
    }

    @Test func aRefusalTheScreenDecidesSaysWhichScreen() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.selectTab("settings"))
        #expect(
            await live.perform(.loadMorePosts) == .notOffered("\"posts more\" is not available on the settings screen."))
    }

    @Test func aFailureWhileSignedInIsShownAndReportedAndLeavesTheState() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.setOffline(true)
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages.count == 1)
        #expect(live.screen()?.banner?.message == live.events.errorMessages.first)
    }

    @Test func theSameFailureAgainIsReportedAgain() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.setOffline(true)
        await live.perform(.loadMorePosts)
        await live.perform(.loadMorePosts)
        #expect(live.events.errorMessages.count == 2)
    }

    @Test func anErrorLeftOnScreenByAnEarlierIntentIsNotReportedAgain() async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.setOffline(true)
        await live.perform(.loadMorePosts)
        try await live.backend.setOffline(false)
        live.log.clear()
        await live.perform(.editProfileBio("Now writing about state machines."))
        let reported = live.events.errorMessages
        #expect(reported == [])
    }

    @Test(arguments: [429, 500, 503])
    func aServerFailureWhileSignedInLeavesTheState(status: Int) async throws {
        let live = try await LiveApp.signedIn()
        try await live.backend.failNextRequests(3, status: status)
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages.count == 1)
    }

    @Test func maintenanceWhileSignedInShowsAMessageAndLeavesTheState() async throws {
        let live = try await LiveApp.signedIn()
        await live.backend.setMaintenance(true)
        await live.perform(.loadMorePosts)
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages.count == 1)
    }

    @Test func aProfileEditUpdatesTheSignedInUser() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.editProfileName("Alicia"))
        #expect(live.events.transitions == ["authenticated → authenticated"])
        #expect(live.state == .authenticated(SeedData.alice.with(name: "Alicia")))
    }

    @Test func anInvalidProfileEditSaysWhyAndKeepsTheUser() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.editProfileName(""))
        #expect(live.events.transitions == [])
        #expect(live.events.errorMessages.count == 1)
        #expect(live.state == .authenticated(SeedData.alice))
    }

    @Test func aBioEditLeavesTheUserAsItIs() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.editProfileBio("Now writing about state machines."))
        #expect(live.events.errorMessages == [])
        #expect(live.state == .authenticated(SeedData.alice))
    }
}

extension UserIntent {
    /// A short name for test descriptions (never a password).
    fileprivate var commandForTests: String {
        switch self {
        case .login: "login"
        case .signup: "signup"
        default: "\(self)"
        }
    }
}
