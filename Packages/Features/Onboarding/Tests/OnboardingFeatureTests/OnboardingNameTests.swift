import Models
import Services
import ServicesTesting
import Testing

@testable import OnboardingFeature

@MainActor
@Suite struct OnboardingNameTests {
    @Test func nameIsPrefilledFromSignUp() {
        let harness = OnboardingHarness(at: .profileSetup)
        #expect(harness.controller.name == "Newbie")
    }

    @Test func setNameChangesTheNameToSave() {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.flow.setName("New Bee")
        #expect(harness.controller.name == "New Bee")
    }

    @Test(arguments: [OnboardingStep.welcome, .permissions, .complete])
    func setNameOnAnotherStepIsIgnored(step: OnboardingStep) {
        let harness = OnboardingHarness(at: step)
        harness.flow.setName("New Bee")
        #expect(harness.controller.name == "Newbie")
    }

    @Test(arguments: [
        ("", "Enter a display name."),
        ("   ", "Enter a display name."),
        (String(repeating: "n", count: 41), "Use at most 40 characters for your display name."),
        ("<b>Newbie</b>", "Use only letters, digits, spaces and . ' - in your display name."),
    ])
    func invalidNameShowsWhyAndStays(name: String, reason: String) async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.flow.setName(name)
        await harness.flow.next()
        #expect(harness.controller.moving.errorMessage == reason)
        #expect(harness.flow.step == .profileSetup)
    }

    @Test func invalidNameSendsNothing() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.flow.setName("")
        await harness.flow.next()
        #expect(harness.profileService.calls.isEmpty)
        #expect(harness.onboardingService.calls.isEmpty)
        #expect(harness.outputs.outputs.isEmpty)
    }

    @Test func validNameIsSavedBeforeMovingOn() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.flow.setName("New Bee")
        await harness.flow.next()
        #expect(harness.profileUpdates == [.updateProfile(name: "New Bee", bio: nil)])
        #expect(await harness.profileService.profiles?[SeedData.newbie.id]?.name == "New Bee")
        #expect(await harness.savedStep == .complete)
        #expect(harness.flow.step == .complete)
    }

    @Test func prefilledNameIsSavedWhenKept() async {
        let harness = OnboardingHarness(at: .profileSetup)
        await harness.flow.next()
        #expect(harness.profileUpdates == [.updateProfile(name: "Newbie", bio: nil)])
    }

    @Test func nameIsSavedTrimmed() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.flow.setName("  New Bee ")
        await harness.flow.next()
        #expect(harness.profileUpdates == [.updateProfile(name: "New Bee", bio: nil)])
        #expect(harness.controller.name == "New Bee")
    }

    @Test func failedNameSaveLeavesTheStepWithAMessage() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.profileService.failNext(.updateProfile, with: .offline)
        await harness.flow.next()
        #expect(harness.flow.step == .profileSetup)
        #expect(
            harness.controller.moving.errorMessage
                == "You appear to be offline. Check your connection and try again.")
        #expect(harness.onboardingService.calls.isEmpty)
    }

    @Test func nameRejectedByTheServerShowsItsReason() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.profileService.failNext(.updateProfile, with: .invalid(reason: "That name is taken."))
        await harness.flow.next()
        #expect(harness.controller.moving.errorMessage == "That name is taken.")
    }

    @Test func failedStepSaveAfterTheNameLeavesTheStep() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.onboardingService.failNext(.save, with: .timeout)
        await harness.flow.next()
        #expect(harness.flow.step == .profileSetup)
        #expect(await harness.savedStep == .profileSetup)
        #expect(harness.outputs.outputs.isEmpty)
    }

    @Test func settingTheNameClearsTheEarlierError() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.flow.setName("")
        await harness.flow.next()
        harness.flow.setName("New Bee")
        #expect(harness.controller.moving.errorMessage == nil)
    }
}
