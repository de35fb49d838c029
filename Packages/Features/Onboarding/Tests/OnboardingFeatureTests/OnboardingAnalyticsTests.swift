import Analytics
import Models
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingAnalyticsTests {
    @Test func screenViewsAreTheAppsToCountNotTheFeatures() async {
        let harness = OnboardingHarness(at: .welcome)
        await harness.controller.start()
        await harness.controller.next()
        await harness.controller.back()
        #expect(harness.screensViewed.isEmpty)
    }

    @Test func goingOnIsTrackedWithTheStepCompleted() async {
        let harness = OnboardingHarness(at: .permissions)
        await harness.controller.next()
        #expect(
            harness.analytics.events(named: "onboarding_step_completed").map(\.event.properties) == [
                ["step": "permissions"]
            ]
        )
    }

    @Test func goingBackIsTrackedWithTheStepLeft() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.back()
        #expect(
            harness.analytics.events(named: "onboarding_went_back").map(\.event.properties) == [
                ["step": "complete"]
            ]
        )
    }

    @Test func finishingIsTracked() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.next()
        #expect(harness.analytics.eventNames == ["onboarding_completed"])
    }

    @Test func failedMoveIsNotTracked() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.controller.next()
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func noEventCarriesTheNameOrTheEmail() async {
        let harness = OnboardingHarness(at: .welcome)
        await harness.controller.start()
        await harness.controller.next()
        await harness.controller.next()
        harness.controller.setName("New Bee")
        await harness.controller.next()
        await harness.controller.next()
        let personal = ["New Bee", "Newbie", "newbie@example.com"]
        let values = harness.analytics.events.flatMap(\.event.properties.values)
        #expect(harness.analytics.events.count == 4)
        #expect(
            values.allSatisfy { value in
                guard case .string(let text) = value else { return true }
                return !personal.contains { text.localizedCaseInsensitiveContains($0) }
            }
        )
    }
}
