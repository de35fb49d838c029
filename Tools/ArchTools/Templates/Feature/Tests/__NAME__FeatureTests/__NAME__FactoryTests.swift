import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__FactoryTests {
    let harness = __NAME__Harness()

    @Test func theFactoryMakesAFeatureAtItsList() async {
        let feature = harness.makeFeature()
        await feature.start()
        #expect(feature.screen.name == slug)
        #expect(feature.path.isEmpty)
    }

    @Test func eachFeatureItMakesIsNew() {
        let factory = __NAME__FeatureFactory(dependencies: harness.dependencies)
        #expect(factory.make(context: harness.context) !== factory.make(context: harness.context))
    }
}
