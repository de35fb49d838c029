@testable import AppCore

/// The app's own composition: `AppDependencies.live` in stages, then each feature through the
/// factory methods the coordinators call.
enum OursGraph {
    @MainActor
    static func build(_ fixture: GraphFixture) throws -> BuiltGraph {
        let dependencies = try AppDependencies.live(fixture.configuration)
        return BuiltGraph(
            dependencies: dependencies,
            profile: dependencies.makeProfileFeature(for: fixture.user, root: .own, output: { _ in }),
            settings: dependencies.makeSettingsFeature(for: fixture.user, output: { _ in }),
            onboarding: dependencies.makeOnboardingFeature(for: fixture.user, at: .welcome, output: { _ in })
        )
    }
}
