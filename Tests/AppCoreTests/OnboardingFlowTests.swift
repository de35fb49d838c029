import AppCore
import DevBackend
import Models
import ServicesTesting
import Testing

/// Onboarding in the app: sign-up starts it at welcome, each saved step is a state transition,
/// profileSetup needs a valid name, finishing signs the user in, and a first-time user resumes
/// at their saved step after signing in again or relaunching.
@MainActor
struct OnboardingFlowTests {
    @Test func signingUpStartsOnboardingAtWelcome() async throws {
        let live = try await LiveApp()
        await live.launch()
        await live.perform(.signup(email: "sam@example.com", password: "correct-horse-1", name: "Sam"))
        #expect(
            live.events.transitions == ["loading → unauthenticated", "unauthenticated → onboarding:welcome"])
        #expect(live.screenName() == "onboarding:welcome")
    }

    @Test func nextStepsThroughEveryStep() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        for _ in 0..<3 { await live.perform(.onboardingNext) }
        #expect(
            live.events.transitions == [
                "onboarding:welcome → onboarding:permissions",
                "onboarding:permissions → onboarding:profileSetup",
                "onboarding:profileSetup → onboarding:complete",
            ])
        #expect(live.screenName() == "onboarding:complete")
    }

    @Test func backReturnsToThePreviousStep() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        await live.perform(.onboardingNext)
        await live.perform(.onboardingBack)
        #expect(
            live.events.transitions == [
                "onboarding:welcome → onboarding:permissions", "onboarding:permissions → onboarding:welcome",
            ])
    }

    @Test(arguments: ["", "   ", "<script>", String(repeating: "n", count: 41)])
    func profileSetupNeedsAValidName(name: String) async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        for _ in 0..<2 { await live.perform(.onboardingNext) }
        live.log.clear()
        await live.perform(.onboardingName(name))
        await live.perform(.onboardingNext)
        #expect(live.state == .onboarding(.profileSetup))
        #expect(live.events.errorMessages.count == 1)
    }

    @Test func aFailedSaveLeavesTheStepAndSaysWhy() async throws {
        let fake = try FakeApp(signedInUser: SeedData.newbie)
        await fake.launch()
        fake.onboarding.failNext(.save, with: .offline)
        await fake.perform(.onboardingNext)
        #expect(fake.state == .onboarding(.welcome))
        #expect(fake.events.transitions == ["loading → onboarding:welcome"])
        #expect(fake.events.errorMessages.count == 1)
    }

    @Test func finishingOnboardingSignsTheUserInWithTheNameTheyChose() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        for _ in 0..<2 { await live.perform(.onboardingNext) }
        await live.perform(.onboardingName("Newt"))
        for _ in 0..<2 { await live.perform(.onboardingNext) }
        #expect(live.events.transitions.last == "onboarding:complete → authenticated")
        #expect(live.state.user?.id == SeedData.newbie.id)
        #expect(live.state.user?.name == "Newt")
        #expect(live.state.user?.onboardingCompleted == true)
        #expect(live.screenName() == "profile")
    }

    @Test func aFirstTimeUserSigningInAgainResumesAtTheirSavedStep() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        await live.perform(.onboardingNext)
        await live.perform(.logout)
        await live.perform(.login(email: SeedData.newbie.email, password: SeedData.password))
        #expect(live.events.transitions.last == "unauthenticated → onboarding:permissions")
    }

    @Test func aRelaunchDuringOnboardingResumesAtTheSavedStep() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        for _ in 0..<2 { await live.perform(.onboardingNext) }
        try await live.relaunch()
        #expect(live.events.transitions == ["loading → onboarding:profileSetup"])
        #expect(live.log.mainScreenAtTransitions == ["onboarding:profileSetup"])
    }

    @Test func aUserWhoFinishedOnboardingSignsStraightIntoTheApp() async throws {
        let live = try await LiveApp.signedIn(as: SeedData.newbie)
        for _ in 0..<4 { await live.perform(.onboardingNext) }
        await live.perform(.logout)
        await live.perform(.login(email: SeedData.newbie.email, password: SeedData.password))
        #expect(live.events.transitions.last == "unauthenticated → authenticated")
        #expect(live.screenName() == "profile")
    }
}
