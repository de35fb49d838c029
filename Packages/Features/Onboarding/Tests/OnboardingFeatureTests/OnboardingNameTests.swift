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
        harness.controller.setName("New Bee")
        #expect(harness.controller.name == "New Bee")
    }

    @Test(arguments: [OnboardingStep.welcome, .permissions, .complete])
    func setNameOnAnotherStepIsIgnored(step: OnboardingStep) {
        let harness = OnboardingHarness(at: step)
        harness.controller.setName("New Bee")
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
        harness.controller.setName(name)
        await harness.controller.next()
        #expect(harness.controller.moving.errorMessage == reason)
        #expect(harness.controller.step == .profileSetup)
    }

    @Test func invalidNameSendsNothing() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("")
        await harness.controller.next()
        #expect(harness.profileService.calls.isEmpty)
        #expect(harness.onboardingService.calls.isEmpty)
        #expect(harness.outputs.outputs == [.failureShown("Enter a display name.")])
    }

    @Test func validNameIsSavedBeforeMovingOn() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("New Bee")
        await harness.controller.next()
        #expect(harness.profileUpdates == [.updateProfile(name: "New Bee", bio: nil)])
        #expect(await harness.profileService.profiles?[SeedData.newbie.id]?.name == "New Bee")
        #expect(await harness.savedStep == .complete)
        #expect(harness.controller.step == .complete)
    }

    @Test func prefilledNameIsSavedWhenKept() async {
        let harness = OnboardingHarness(at: .profileSetup)
        await harness.controller.next()
        #expect(harness.profileUpdates == [.updateProfile(name: "Newbie", bio: nil)])
    }

    @Test func nameIsSavedTrimmed() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("  New Bee ")
        await harness.controller.next()
        #expect(harness.profileUpdates == [.updateProfile(name: "New Bee", bio: nil)])
        #expect(harness.controller.name == "New Bee")
    }

    @Test func failedNameSaveLeavesTheStepWithAMessage() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.profileService.failNext(.updateProfile, with: .offline)
        await harness.controller.next()
        #expect(harness.controller.step == .profileSetup)
        #expect(
            harness.controller.moving.errorMessage
                == "You appear to be offline. Check your connection and try again.")
        #expect(harness.onboardingService.calls.isEmpty)
    }

    @Test func nameRejectedByTheServerShowsItsReason() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.profileService.failNext(.updateProfile, with: .invalid(reason: "That name is taken."))
        await harness.controller.next()
        #expect(harness.controller.moving.errorMessage == "That name is taken.")
    }

    @Test func failedStepSaveAfterTheNameLeavesTheStep() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.onboardingService.failNext(.save, with: .timeout)
        await harness.controller.next()
        #expect(harness.controller.step == .profileSetup)
        #expect(await harness.savedStep == .profileSetup)
        #expect(harness.outputs.outputs == [.failureShown(ServiceError.timeout.localizedDescription)])
    }

    @Test func settingTheNameClearsTheEarlierError() async {
        let harness = OnboardingHarness(at: .profileSetup)
        harness.controller.setName("")
        await harness.controller.next()
        harness.controller.setName("New Bee")
        #expect(harness.controller.moving.errorMessage == nil)
    }
}
