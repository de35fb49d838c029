import AnalyticsTesting
import Design
import ServicesTesting
import SettingsFeature

// The settings feature's preview app: it runs on in-memory fakes, walks through the screens and
// prints each one as the headless app renders it.

@MainActor
func runDemo() async {
    let settingsService = FakeSettingsService.seeded()
    let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
    let factory = SettingsFeatureFactory(
        settingsService: settingsService, analytics: analytics, signedInUser: SeedData.alice
    )
    let feature = factory.make { output in print("→ The coordinator is asked: \(output)\n") }
    let renderer = TextRenderer()

    func show(after command: String, _ action: () async -> Void) async {
        await action()
        print("$ \(command)\n\n\(renderer.render(feature.screen))\n")
    }

    await show(after: "tab settings") { await feature.start() }
    await show(after: "settings set appearance dark") { await feature.change(.appearance(.dark)) }
    await show(after: "open app://settings/notifications") { await feature.show(.notifications) }
    await show(after: "settings set notifications.email on") {
        await feature.change(.emailNotifications(true))
    }
    settingsService.failNext(.update, with: .offline)
    await show(after: "settings set notifications.push off  (while offline)") {
        await feature.change(.pushNotifications(false))
    }
    await show(after: "open app://settings/account") { await feature.show(.account) }
    await show(after: "logout") { await feature.signOut() }
    await show(after: "back") { await feature.back() }

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

await runDemo()
