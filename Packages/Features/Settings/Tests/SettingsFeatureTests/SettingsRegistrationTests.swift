import AnalyticsTesting
import Design
import FeatureKit
import Models
import Services
import ServicesTesting
import Testing

@testable import SettingsFeature

/// What the feature tells the app about itself, and that it holds.
@MainActor
@Suite struct SettingsRegistrationTests {
    @Test func itOffersATabAndSettingsLinksAndNoWindows() {
        #expect(registration.name == "settings")
        #expect(registration.tab == "Settings")
        #expect(registration.links.map(\.host) == ["settings"])
        #expect(registration.windows.isEmpty)
    }

    @Test func settingsSetParsesToAChangeHeldToTheRules() throws {
        let intent = try registration.commands.value(of: ["settings", "set", "appearance", "dark"])
        #expect(intent == AnyFeatureIntent(SettingsIntent.change(.appearance(.dark))))
        #expect(throws: CommandSyntaxError.self) {
            try registration.commands.value(of: ["settings", "set", "theme", "dark"])
        }
    }

    @Test func aLinkBecomesASection() {
        #expect(
            registration.route(for: AppLink(host: "settings", item: "privacy"))
                == AnyFeatureRoute(feature: "settings", SettingsRoute.privacy))
        #expect(registration.route(for: AppLink(host: "settings", item: "billing")) == nil)
    }

    @Test func madeContentStartsAtTheList() async {
        let dependencies = FakeDependencies(settings: FakeSettingsService.seeded(), analytics: RecordingAnalytics())
        let content = registration.make(dependencies, context: FeatureContext(user: SeedData.alice) { _ in })
        await content.start()
        #expect(content.screen.name == "settings")
        #expect(content.path.isEmpty)
    }

    @Test func aFailureOnScreenReachesTheAppAsAFailure() async {
        let service = FakeSettingsService.seeded()
        service.failNext(.settings, with: .offline)
        let heard = OutputRecorder<FeatureOutput>()
        let dependencies = FakeDependencies(settings: service, analytics: RecordingAnalytics())
        let content = registration.make(dependencies, context: FeatureContext(user: SeedData.alice) { heard.record($0) })
        await content.start()
        #expect(heard.outputs == [.failureShown(ServiceError.offline.localizedDescription)])
    }
}
