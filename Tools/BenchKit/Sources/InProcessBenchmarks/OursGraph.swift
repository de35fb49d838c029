import FeatureKit

@testable import AppCore

/// The app's own composition: `AppDependencies.live` in stages, then each feature built for the
/// session from what the app offers every feature, and made, as the scopes make them.
enum OursGraph {
    @MainActor
    static func build(_ fixture: GraphFixture) throws -> BuiltGraph {
        let dependencies = try AppDependencies.live(fixture.configuration)
        let context = FeatureContext<FeatureOutput>(user: fixture.user) { _ in }
        return BuiltGraph(
            dependencies: dependencies,
            features: dependencies.features.map { feature in
                feature.built(in: dependencies.environment(for: feature.name, user: fixture.user))
                    .make(context: context)
            })
    }
}
