import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Services
import ServicesTesting
import SettingsFeature

// The settings feature's preview app: the feature on in-memory fakes, walked through its screens.

struct DemoDependencies: SettingsFeatureDependencies {
    let settings: any SettingsService
    let analytics: any Analytics
}

@MainActor
func runDemo() async {
    let settingsService = FakeSettingsService.seeded()
    let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
    let factory = SettingsFeatureFactory(dependencies: DemoDependencies(settings: settingsService, analytics: analytics))
    let context = FeatureContext<SettingsOutput>(user: SeedData.alice) { output in
        print("→ The app is told: \(output)\n")
    }
    let feature = factory.make(context: context)
    let renderer = TextRenderer()

    /// Sets the path as the app does, then lets the new top load as it appears.
    func navigate(to path: [SettingsRoute]) async {
        feature.setPath(path)
        await feature.start()
    }

    func step(_ command: String, _ action: () async -> Void) async {
        print("$ \(command)\n")
        await action()
        print("\(renderer.render(feature.screen))\n")
    }

    await step("tab settings") { await feature.start() }
    await step("settings set appearance dark") { _ = await feature.perform(.change(.appearance(.dark))) }
    await step("open app://settings/notifications") { await navigate(to: feature.path(showing: .notifications)) }
    await step("settings set notifications.email on") {
        _ = await feature.perform(.change(.emailNotifications(true)))
    }
    settingsService.failNext(.update, with: .offline)
    await step("settings set notifications.push off  (while offline)") {
        _ = await feature.perform(.change(.pushNotifications(false)))
    }
    await step("open app://settings/account") { await navigate(to: feature.path(showing: .account)) }
    await step("back") { await navigate(to: []) }

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

await runDemo()
