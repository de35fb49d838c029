import Design
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingScreenTests {
    @Test(arguments: OnboardingStep.allCases)
    func screenIsNamedAfterTheStep(step: OnboardingStep) {
        let harness = OnboardingHarness(at: step)
        #expect(harness.controller.screen.name == "onboarding:\(step.rawValue)")
    }

    @Test(arguments: [
        (OnboardingStep.welcome, ["onboarding next", "logout"]),
        (.permissions, ["onboarding next", "onboarding back", "logout"]),
        (.profileSetup, ["onboarding name VALUE", "onboarding next", "onboarding back", "logout"]),
        (.complete, ["onboarding next", "onboarding back", "logout"]),
    ])
    func screenOffersTheStepsCommands(step: OnboardingStep, commands: [String]) {
        let harness = OnboardingHarness(at: step)
        #expect(harness.controller.screen.commands == commands)
    }

    @Test(arguments: OnboardingStep.allCases)
    func screenSaysWhereTheUserIs(step: OnboardingStep) throws {
        let harness = OnboardingHarness(at: step)
        let number = try #require(OnboardingStep.allCases.firstIndex(of: step)) + 1
        #expect(harness.controller.screen.rows.contains(.value(label: "Step", value: "\(number) of 4")))
    }

    @Test func everyStepOpensWithItsOwnText() {
        let texts = OnboardingStep.allCases.compactMap { step -> String? in
            guard case .text(let text) = OnboardingHarness(at: step).controller.screen.rows.first else {
                return nil
            }
            return text
        }
        #expect(Set(texts).count == OnboardingStep.allCases.count)
    }

    @Test func profileSetupShowsTheNameToSave() {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("New Bee")
        #expect(harness.controller.screen.rows.contains(.value(label: "Display name", value: "New Bee")))
    }

    @Test func finishedOnboardingOffersOnlySigningOut() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.next()
        #expect(harness.controller.screen.commands == ["logout"])
    }

    @Test func errorShowsAsABanner() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.controller.next()
        #expect(
            harness.controller.screen.banner
                == .error("You appear to be offline. Check your connection and try again."))
    }

    @Test func screenShowsLoadingWhileAMoveSaves() async {
        let harness = OnboardingHarness(at: .welcome)
        let request = harness.onboardingService.suspendNext(.save)
        let moving = Task { await harness.controller.next() }
        await request.waitUntilHeld()
        #expect(harness.controller.screen.rows.last == .loading)
        request.resume()
        _ = await moving.value
        #expect(!harness.controller.screen.rows.contains(.loading))
    }

    @Test(arguments: OnboardingStep.allCases)
    func noStepShowsTheEmail(step: OnboardingStep) {
        let harness = OnboardingHarness(at: step)
        #expect(!TextRenderer().render(harness.controller.screen).contains("newbie@example.com"))
    }
}
