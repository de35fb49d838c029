import AnalyticsTesting
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__FactoryTests {
    @Test func madeFeatureStartsAtTheOwnSummaryWithItLoaded() async {
        let feature = makeFactory().make { _ in }
        await feature.start()
        #expect(feature.screen.name == "__SLUG__")
        #expect(feature.screen.rows.contains(.value(label: "Name", value: "Alice Example")))
    }

    @Test func everyMadeFeatureHasItsOwnStack() async {
        let factory = makeFactory()
        let first = factory.make { _ in }
        let second = factory.make { _ in }
        await first.show(.user(id: SeedData.bob.id))
        #expect(first.path == [.user(id: SeedData.bob.id)])
        #expect(second.path.isEmpty)
    }

    private func makeFactory() -> __NAME__FeatureFactory {
        __NAME__FeatureFactory(
            profileService: FakeProfileService.seeded(), analytics: RecordingAnalytics(),
            signedInUser: SeedData.alice
        )
    }
}
