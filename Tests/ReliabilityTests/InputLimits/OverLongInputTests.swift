import DevBackend
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Input past the documented limits is refused on the device with the rule it breaks, and
/// nothing is sent: names, bios, sign-up details; a sign-in password of megabytes gets a clear
/// message too; and an over-long link is refused wherever it arrives.
@MainActor
struct OverLongInputTests {
    @Test(arguments: [41, 1_000, 1_000_000])
    func anOverLongNameIsRefusedWithTheRuleAndNotSent(length: Int) async throws {
        let live = try await LiveBackedApp.signedIn(as: SeedData.alice)
        await live.perform(.editProfileName(String(repeating: "n", count: length)))
        #expect(live.observer.events.errorMessages.last == ValidationError.displayNameTooLong.message)
        #expect(await live.backend.requestCount(.updateMyProfile) == 0)
        #expect(live.app.state.user?.name == SeedData.alice.name)
        #expect(live.app.screen(of: .main)?.name == "profile")
    }

    @Test(arguments: [161, 1_000, 1_000_000])
    func anOverLongBioIsRefusedWithTheRuleAndNotSent(length: Int) async throws {
        let live = try await LiveBackedApp.signedIn(as: SeedData.alice)
        await live.perform(.editProfileBio(String(repeating: "b", count: length)))
        #expect(live.observer.events.errorMessages.last == ValidationError.bioTooLong.message)
        #expect(await live.backend.requestCount(.updateMyProfile) == 0)
    }

    @Test func anOverLongNameInOnboardingIsRefusedAndTheStepStays() async throws {
        let live = try await LiveBackedApp.signedIn(as: SeedData.newbie)
        await live.perform(.onboardingNext)
        await live.perform(.onboardingNext)
        try #require(live.app.state == .onboarding(.profileSetup))
        let saves = await live.backend.requestCount(.putOnboarding)
        await live.perform(.onboardingName(String(repeating: "n", count: 100_000)))
        await live.perform(.onboardingNext)
        #expect(live.observer.events.errorMessages.last == ValidationError.displayNameTooLong.message)
        #expect(live.app.state == .onboarding(.profileSetup))
        #expect(await live.backend.requestCount(.updateMyProfile) == 0)
        #expect(await live.backend.requestCount(.putOnboarding) == saves)
    }

    @Test(arguments: [
        OverLongSignUp.name, OverLongSignUp.password, OverLongSignUp.email, OverLongSignUp.everything,
    ])
    func anOverLongSignUpIsRefusedWithTheRuleAndNotSent(signUp: OverLongSignUp) async throws {
        let live = try await LiveBackedApp()
        await live.launch()
        await live.perform(.signup(email: signUp.email, password: signUp.password, name: signUp.name))
        #expect(live.observer.events.errorMessages.last == signUp.rule.message)
        #expect(live.app.state == .unauthenticated)
        #expect(await live.backend.requestCount(.signup) == 0)
    }

    @Test func aSignInPasswordOfMegabytesGetsAClearMessage() async throws {
        let live = try await LiveBackedApp()
        await live.launch()
        await live.perform(
            .login(email: SeedData.alice.email, password: String(repeating: "p", count: 2_000_000)))
        let message = try #require(live.observer.events.errorMessages.last)
        #expect(live.app.state == .unauthenticated)
        #expect(live.app.screen(of: .main)?.name == "sign-in")
        #expect(message.count < 200 && !message.contains("413"), "\(message)")
        #expect(live.observer.violation == nil)
    }

    @Test(arguments: SignedOutState.allCases)
    func anOverLongLinkIsRefusedWithoutBeingKept(state: SignedOutState) async throws {
        let fake = try await state.makeApp()
        await fake.perform(.open(DeepLink("app://post/" + String(repeating: "9", count: 1_000_000)), window: nil))
        #expect(fake.observer.events.deepLinks.map(\.outcome) == [.rejected])
        #expect(fake.observer.events.errorMessages.last == "This link can't be opened: the link is too long.")
        #expect(fake.app.state == state.appState)
        await state.signIn(fake)
        #expect(fake.observer.events.deepLinks.map(\.outcome) == [.rejected])
    }

    @Test func anOverLongLinkChangesNothingForASignedInUser() async throws {
        let fake = try FakeBackedApp(storedSession: SeedData.alice)
        await fake.launch()
        await fake.perform(.open(DeepLink("app://post/" + String(repeating: "9", count: 1_000_000)), window: nil))
        #expect(fake.observer.events.deepLinks.map(\.outcome) == [.rejected])
        #expect(fake.app.screen(of: .main)?.name == "profile")
        #expect(fake.app.windows == [.main])
    }
}

/// Sign-up details with one part (or all) past its limit, and the rule the app must name.
struct OverLongSignUp: Sendable, CustomTestStringConvertible {
    let email: String
    let password: String
    let name: String
    let rule: ValidationError
    let testDescription: String

    static let name = OverLongSignUp(
        email: "long-name@example.com", password: "correct-horse-1", name: String(repeating: "n", count: 41),
        rule: .displayNameTooLong, testDescription: "a 41-character name")
    static let password = OverLongSignUp(
        email: "long-password@example.com", password: String(repeating: "a1", count: 65),
        name: "Long Password",
        rule: .passwordTooLong, testDescription: "a 130-character password")
    static let email = OverLongSignUp(
        email: String(repeating: "e", count: 250) + "@example.com", password: "correct-horse-1",
        name: "Long Email",
        rule: .invalidEmail, testDescription: "a 262-character email")
    static let everything = OverLongSignUp(
        email: String(repeating: "e", count: 1_000_000) + "@example.com",
        password: String(repeating: "a1", count: 500_000),
        name: String(repeating: "n", count: 1_000_000), rule: .invalidEmail,
        testDescription: "megabytes of everything")
}
