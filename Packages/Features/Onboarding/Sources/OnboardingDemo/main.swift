import AnalyticsTesting
import Design
import OnboardingFeature
import ServicesTesting

// The onboarding feature's preview app: a first-time user walks through every step on in-memory
// fakes, and each screen is printed as the headless app renders it.

@MainActor
func runDemo() async {
    let onboardingService = FakeOnboardingService.seeded(for: SeedData.newbie)
    let analytics = RecordingAnalytics(userID: SeedData.newbie.id.rawValue)
    let factory = OnboardingFeatureFactory(
        onboardingService: onboardingService,
        profileService: FakeProfileService.seeded(signedInAs: SeedData.newbie),
        analytics: analytics,
        signedInUser: SeedData.newbie
    )
    let feature = factory.make(at: OnboardingRoute(step: .welcome)) { output in
        switch output {
        case .stepChanged(let step): print("→ The coordinator is told: the user is now at \(step.rawValue)\n")
        case .finished: print("→ The coordinator is told: onboarding is finished\n")
        case .failureShown(let message): print("→ The coordinator is told: the screen shows \"\(message)\"\n")
        }
    }
    let renderer = TextRenderer()

    func show(after command: String, _ action: () async -> Void) async {
        await action()
        print("$ \(command)\n\n\(renderer.render(feature.screen))\n")
    }

    await show(after: "(signed up: onboarding starts)") { await feature.start() }
    await show(after: "onboarding next") { await feature.next() }
    await show(after: "onboarding back") { await feature.back() }
    await show(after: "onboarding next") { await feature.next() }
    await show(after: "onboarding next") { await feature.next() }
    await show(after: "onboarding name \"\"") { feature.setName("") }
    await show(after: "onboarding next") { await feature.next() }
    await show(after: "onboarding name \"New Bee\"") { feature.setName("New Bee") }
    onboardingService.failNext(.save, with: .offline)
    await show(after: "onboarding next  (while offline)") { await feature.next() }
    await show(after: "onboarding next") { await feature.next() }
    await show(after: "onboarding next") { await feature.next() }

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

await runDemo()
