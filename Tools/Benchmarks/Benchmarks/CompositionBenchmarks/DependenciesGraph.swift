import Analytics
@testable import AppCore
import Dependencies
import FeatureKit
import InProcessBenchmarks
import Foundation
import Models
import OnboardingFeature
import ProfileFeature
import Services
import SettingsFeature

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
            @Dependency(\.profileService) var profiles
            @Dependency(\.settingsService) var settings
            @Dependency(\.onboardingService) var onboarding
            let services = FeatureServices(
                profiles: profiles, settings: settings, onboarding: onboarding, analytics: dependencies.analytics)
            let context = FeatureContext(user: fixture.user) { _ in }
            return BuiltGraph(
                dependencies: dependencies,
                features: [
                    ProfileFeatureFactory(dependencies: services).make(context: context),
                    SettingsFeatureFactory(dependencies: services).make(context: context),
                    OnboardingFeatureFactory(dependencies: services).make(context: context, at: OnboardingRoute(step: .welcome)),
                ])
        }
    }
}
