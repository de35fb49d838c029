import AnalyticsTesting
import Design
import Foundation
import ServicesTesting
import __NAME__Feature

// The feature's preview app: it runs on in-memory fakes seeded like the dev backend, walks
// through the screens and prints each one as the headless app renders it.

@MainActor
func runDemo() async {
    let profileService = FakeProfileService.seeded(signedInAs: SeedData.alice)
    let analytics = RecordingAnalytics(userID: SeedData.alice.id)
    let factory = __NAME__FeatureFactory(
        profileService: profileService, analytics: analytics, signedInUser: SeedData.alice
    )
    let feature = factory.make { output in print("→ The coordinator is asked: \(output)\n") }
    let renderer = TextRenderer()

    func show(after command: String, _ action: () async -> Void) async {
        await action()
        print("$ \(command)\n\n\(renderer.render(feature.screen))\n")
    }

    await show(after: "(the feature starts)") { await feature.start() }
    let bobsLink = "app://__SLUG__/u-bob"
    await show(after: "open \(bobsLink)") { await follow(bobsLink, in: feature) }
    await show(after: "__SLUG__ full-profile") { await feature.showFullProfile() }
    await show(after: "back") { await feature.back() }
    let badLink = "app://__SLUG__/u-bob/posts"
    await show(after: "open \(badLink)") { await follow(badLink, in: feature) }
    profileService.failNext(.ownProfile, with: .offline)
    await show(after: "(the app becomes active while offline: refresh)") { await feature.refresh() }
    await show(after: "(back online: refresh)") { await feature.refresh() }

    print("Tracked events: \(analytics.eventNames.joined(separator: ", "))")
}

/// Follows a deep link the way the app's router does: parsed into a route, then handed over.
@MainActor
func follow(_ link: String, in feature: any __NAME__FeatureAPI) async {
    guard let url = URL(string: link), let route = __NAME__Route(url: url) else {
        print("→ Rejected: \(link)\n")
        return
    }
    await feature.show(route)
}

await runDemo()
