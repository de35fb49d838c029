import Design
import Models
import ServicesTesting
import SnapshotTesting
import Testing

@testable import OnboardingFeature

/// Every screen onboarding can show, rendered as the headless app prints it and compared with the
/// text recorded in `__Snapshots__/ScreenSnapshotTests/`, one file per test. A change to a screen
/// fails here and shows as a diff; re-record on purpose with `SNAPSHOT_TESTING_RECORD=all`.
@MainActor
@Suite struct ScreenSnapshotTests {
    private func text(at step: OnboardingStep) -> String {
        TextRenderer().render(OnboardingHarness(at: step).controller.screen)
    }

    @Test func welcomeStep() {
        assertSnapshot(of: text(at: .welcome), as: .lines)
    }

    @Test func permissionsStep() {
        assertSnapshot(of: text(at: .permissions), as: .lines)
    }

    @Test func profileSetupStep() {
        assertSnapshot(of: text(at: .profileSetup), as: .lines)
    }

    @Test func profileSetupStepWithAName() {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("New Bee")

        assertSnapshot(of: TextRenderer().render(harness.controller.screen), as: .lines)
    }

    @Test func completeStep() {
        assertSnapshot(of: text(at: .complete), as: .lines)
    }

    @Test func finished() async {
        let harness = OnboardingHarness(at: .complete)
        await harness.controller.next()

        assertSnapshot(of: TextRenderer().render(harness.controller.screen), as: .lines)
    }

    @Test func stepSavingAMove() async {
        let harness = OnboardingHarness(at: .welcome)
        let request = harness.onboardingService.suspendNext(.save)
        let moving = Task { await harness.controller.next() }
        await request.waitUntilHeld()

        assertSnapshot(of: TextRenderer().render(harness.controller.screen), as: .lines)
        request.resume()
        _ = await moving.value
    }

    @Test func stepWhoseMoveFailed() async {
        let harness = OnboardingHarness(at: .welcome)
        harness.onboardingService.failNext(.save, with: .offline)
        await harness.controller.next()

        assertSnapshot(of: TextRenderer().render(harness.controller.screen), as: .lines)
    }
}
