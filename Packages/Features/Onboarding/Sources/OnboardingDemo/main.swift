import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import OnboardingFeature
import Services
import ServicesTesting

// The onboarding feature's preview app: a first-time user walks through every step on in-memory fakes.

struct DemoDependencies: OnboardingFeatureDependencies {
    let onboarding: any OnboardingService
    let profiles: any ProfileService
    let analytics: any Analytics
}

@MainActor
func runDemo() async {
    let onboardingService = FakeOnboardingService.seeded(for: SeedData.newbie)
    let analytics = RecordingAnalytics(userID: SeedData.newbie.id.rawValue)
    let factory = OnboardingFeatureFactory(
        dependencies: DemoDependencies(
            onboarding: onboardingService, profiles: FakeProfileService.seeded(signedInAs: SeedData.newbie),
            analytics: analytics))
    let context = FeatureContext<OnboardingOutput>(user: SeedData.newbie) { output in
        switch output {
        case .stepChanged(let step): print("→ The app is told: the user is now at \(step.rawValue)\n")
        case .finished: print("→ The app is told: onboarding is finished\n")
        case .failureShown(let message): print("→ The app is told: the screen shows \"\(message)\"\n")
        }
    }
    let feature = factory.make(context: context, at: OnboardingRoute(step: .welcome))
    let renderer = TextRenderer()

    func step(_ command: String, _ intent: OnboardingIntent? = nil) async {
        print("$ \(command)\n")
        if let intent {
            _ = await feature.perform(intent)
        } else {
            await feature.start()
        }
        print("\(renderer.render(feature.screen))\n")
    }

    await step("(signed up: onboarding starts)")
    await step("onboarding next", .next)
    await step("onboarding back", .back)
    await step("onboarding next", .next)
    await step("onboarding next", .next)
    await step("onboarding name \"\"", .name(""))
    await step("onboarding next", .next)
    await step("onboarding name \"New Bee\"", .name("New Bee"))
    onboardingService.failNext(.save, with: .offline)
    await step("onboarding next  (while offline)", .next)
    await step("onboarding next", .next)
    await step("onboarding next", .next)

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

await runDemo()
