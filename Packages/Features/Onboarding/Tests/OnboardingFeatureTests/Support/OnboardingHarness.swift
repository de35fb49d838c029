import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Models
import Services
import ServicesTesting

@testable import OnboardingFeature

/// Onboarding for newbie on the fakes, shown at `step` (saved there unless told otherwise), with
/// what it tracks and reports recorded.
@MainActor
struct OnboardingHarness {
    let onboardingService: FakeOnboardingService
    let profileService = FakeProfileService.seeded(signedInAs: SeedData.newbie)
    let analytics = RecordingAnalytics(userID: SeedData.newbie.id.rawValue)
    let outputs = OutputRecorder<OnboardingOutput>()
    let controller: OnboardingController

    init(at step: OnboardingStep = .welcome, saved: OnboardingProgress? = nil) {
        onboardingService = FakeOnboardingService(
            progress: saved ?? OnboardingProgress(step: step, completed: false))
        controller = OnboardingController(
            step: step,
            dependencies: FakeDependencies(onboarding: onboardingService, profiles: profileService, analytics: analytics),
            context: FeatureContext(user: SeedData.newbie) { [outputs] in outputs.record($0) })
    }

    /// The step the fake has saved.
    var savedStep: OnboardingStep? {
        get async { await onboardingService.current?.step }
    }

    /// The `screen` property of each `screen_viewed` event, in order.
    var screensViewed: [String] {
        analytics.events(named: "screen_viewed").map { tracked in
            guard case .string(let screen) = tracked.event.properties["screen"] else { return "?" }
            return screen
        }
    }

    /// The profile updates the profile service received, in order.
    var profileUpdates: [FakeProfileService.Call] {
        profileService.calls.filter { call in
            guard case .updateProfile = call else { return false }
            return true
        }
    }
}

/// The fakes, as the feature's dependencies.
struct FakeDependencies: OnboardingFeatureDependencies {
    let onboarding: any OnboardingService
    let profiles: any ProfileService
    let analytics: any Analytics
}

extension Screen {
    /// The commands of the screen's actions.
    var commands: [String] {
        actions.map(\.command)
    }

    /// Every row of every section, top to bottom.
    var rows: [Row] {
        sections.flatMap(\.rows)
    }
}
