import AnalyticsTesting
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsFactoryTests {
    @Test func madeFeatureStartsAtTheListWithItsSettingsLoaded() async {
        let factory = SettingsFeatureFactory(
            settingsService: FakeSettingsService.seeded(), analytics: RecordingAnalytics(),
            signedInUser: SeedData.alice
        )
        let feature = factory.make { _ in }
        await feature.start()
        #expect(feature.screen.name == "settings")
        #expect(feature.screen.rendered.contains("Push on, email off"))
    }

    @Test func everyMadeFeatureHasItsOwnStack() async {
        let factory = SettingsFeatureFactory(
            settingsService: FakeSettingsService.seeded(), analytics: RecordingAnalytics(),
            signedInUser: SeedData.alice
        )
        let first = factory.make { _ in }
        let second = factory.make { _ in }
        await first.show(.account)
        #expect(first.path == [.account])
        #expect(second.path.isEmpty)
    }
}
