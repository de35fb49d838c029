import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__FactoryTests {
    let harness = __NAME__Harness()

    @Test func aMadeFeatureStartsAtTheOwnSummaryWithItLoaded() async {
        let feature = harness.makeFeature()
        await feature.start()
        #expect(feature.screen.name == "__SLUG__")
        #expect(feature.screen.rows.contains(.value(label: "Name", value: "Alice Example")))
    }

    @Test func everyMadeFeatureHasItsOwnStack() async {
        let first = harness.makeFeature()
        let second = harness.makeFeature()
        await first.show(.user(id: SeedData.bob.id))
        #expect(first.path == [.user(id: SeedData.bob.id)])
        #expect(second.path.isEmpty)
    }
}
