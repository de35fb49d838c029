import AnalyticsTesting
import FeatureKit
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsFactoryTests {
    @Test func madeFeatureStartsAtTheListWithItsSettingsLoaded() async {
        let factory = SettingsFeatureFactory(
            dependencies: FakeDependencies(settings: FakeSettingsService.seeded(), analytics: RecordingAnalytics()))
        let feature = factory.make(context: FeatureContext(user: SeedData.alice) { _ in })
        await feature.start()
        #expect(feature.screen.name == "settings")
        #expect(feature.screen.rendered.contains("Push on, email off"))
    }

    @Test func everyMadeFeatureHasItsOwnStack() async {
        let factory = SettingsFeatureFactory(
            dependencies: FakeDependencies(settings: FakeSettingsService.seeded(), analytics: RecordingAnalytics()))
        let first = factory.make(context: FeatureContext(user: SeedData.alice) { _ in })
        let second = factory.make(context: FeatureContext(user: SeedData.alice) { _ in })
        await first.show(.account)
        #expect(first.path == [.account])
        #expect(second.path.isEmpty)
    }
}
