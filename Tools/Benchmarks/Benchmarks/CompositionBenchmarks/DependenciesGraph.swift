@testable import AppCore
import Dependencies
import FeatureKit
import InProcessBenchmarks
import Foundation

/// The same graph as `AppDependencies.live`, declared as swift-dependencies keys whose live values
/// read the dependencies they need (see `DependencyKeys.swift`). Each build starts from fresh
/// dependency values, as a launch does, so every live value is built once and then shared.
enum DependenciesGraph {
    @MainActor
    static func build(_ fixture: GraphFixture) -> BuiltGraph {
        withDependencies {
            $0 = DependencyValues()
            $0.appConfiguration = fixture.configuration
        } operation: {
            @Dependency(\.appDependencies) var dependencies
            // Features are built per session from what the app offers each, as the scopes build them.
            let context = FeatureContext<FeatureOutput>(user: fixture.user) { _ in }
            return BuiltGraph(
                dependencies: dependencies,
                features: dependencies.features.map { feature in
                    feature.built(in: dependencies.environment(for: feature.name, user: fixture.user))
                        .make(context: context)
                })
        }
    }
}
