import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Foundation
import Models
import ServicesTesting
import __NAME__Feature
import __NAME__FeatureTesting

// The feature's preview app: it runs on its fake service, seeded as the dev backend serves it,
// and prints each command, then the screen it leads to as the headless app renders it.

/// The demo's dependencies: the fake, standing in for the live service.
struct DemoDependencies: __NAME__FeatureDependencies {
    let service: any __NAME__Service
    let analytics: any Analytics
}

@MainActor
func runDemo() async {
    let service = Fake__NAME__Service()
    let analytics = RecordingAnalytics(userID: "u-alice")
    let user = User(
        id: "u-alice", email: "alice@example.com", name: "Alice Example", onboardingCompleted: true)
    let context = FeatureContext<__NAME__Output>(user: user) { output in
        print("→ The app is told: \(output)\n")
    }
    let dependencies = DemoDependencies(service: service, analytics: analytics)
    let feature = __NAME__FeatureFactory(dependencies: dependencies).make(context: context)
    let renderer = TextRenderer()
    let slug = "__SLUG__"

    func step(_ command: String, _ action: () async -> Void) async {
        print("$ \(command)\n")
        await action()
        print("\(renderer.render(feature.screen))\n")
    }

    /// Sets the path as the app does, then lets the new top load as it appears.
    func navigate(to path: [__NAME__Route]) async {
        feature.setPath(path)
        await feature.start()
    }

    await step("tab \(slug)") { await feature.start() }
    await step("open app://\(slug)/\(slug)-2") {
        guard let url = URL(string: "app://\(slug)/\(slug)-2"),
            let route = __NAME__Route(url: url)
        else { return }
        await navigate(to: feature.path(showing: route))
    }
    await step("back") { await navigate(to: Array(feature.path.dropLast())) }
    await step("\(slug) open \(slug)-3") { _ = await feature.perform(.openItem("\(slug)-3")) }
    await step("\(slug) profile") { _ = await feature.perform(.showProfile) }
    service.failNext(.item, with: .offline)
    await step("phase active  (back from the background, offline)") { await feature.refresh() }
    await step("phase active  (back online)") { await feature.refresh() }

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

await runDemo()
