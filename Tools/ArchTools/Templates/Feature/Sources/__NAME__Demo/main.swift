import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Foundation
import Services
import ServicesTesting
import __NAME__Feature

// The feature's preview app: it runs on in-memory fakes seeded like the dev backend, and prints
// each command, then the screen it leads to as the headless app renders it.

/// The demo's dependencies: the fakes, standing in for the app's services.
struct DemoDependencies: __NAME__FeatureDependencies {
    let profiles: any ProfileService
    let analytics: any Analytics
}

@MainActor
func runDemo() async {
    let service = FakeProfileService.seeded(signedInAs: SeedData.alice)
    let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
    let dependencies = DemoDependencies(profiles: service, analytics: analytics)
    let context = FeatureContext(user: SeedData.alice) { output in
        switch output {
        case .openLink(let link): print("→ The app is asked to open \(link.url.absoluteString)\n")
        default: print("→ The app is told: \(output)\n")
        }
    }
    let feature = __NAME__FeatureFactory(dependencies: dependencies).make(context: context)
    let renderer = TextRenderer()
    let slug = "__SLUG__"

    func step(_ command: String, _ action: () async -> Void) async {
        print("$ \(command)\n")
        await action()
        print("\(renderer.render(feature.screen))\n")
    }

    /// `open LINK`, as the app's router reads it: a route, then the path it leads to.
    func open(_ link: String) async {
        await step("open \(link)") {
            guard let url = URL(string: link), let route = __NAME__Route(url: url) else {
                print("→ Refused: not a link to this feature\n")
                return
            }
            await feature.setPath(feature.path(showing: route))
        }
    }

    await step("tab \(slug)") { await feature.start() }
    await open("app://\(slug)/u-bob")
    await step("\(slug) full-profile") { _ = await feature.perform(.showFullProfile) }
    await step("back") { await feature.setPath(Array(feature.path.dropLast())) }
    await open("app://\(slug)/u-bob/posts")
    service.failNext(.ownProfile, with: .offline)
    await step("phase active  (back from the background, offline)") { await feature.refresh() }
    await step("phase active  (back online)") { await feature.refresh() }

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

await runDemo()
