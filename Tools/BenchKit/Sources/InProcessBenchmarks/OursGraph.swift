import FeatureKit

@testable import AppCore

/// The app's own composition: `AppDependencies.live` in stages, then each feature through its
/// registration, as the scopes make them.
enum OursGraph {
    @MainActor
    static func build(_ fixture: GraphFixture) throws -> BuiltGraph {
        let dependencies = try AppDependencies.live(fixture.configuration)
        let context = FeatureContext(user: fixture.user) { _ in }
        return BuiltGraph(
            dependencies: dependencies,
            features: AppFeatures.all.map { $0.make(dependencies.features, context: context) })
    }
}
