import Analytics
@testable import AppCore
import Dependencies
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
            let analytics = dependencies.analytics
            let user = fixture.user
            return BuiltGraph(
                dependencies: dependencies,
                profile: ProfileFeatureFactory(profileService: profiles, analytics: analytics, signedInUser: user)
                    .make(root: .own, output: { _ in }),
                settings: SettingsFeatureFactory(settingsService: settings, analytics: analytics, signedInUser: user)
                    .make(output: { _ in }),
                onboarding: OnboardingFeatureFactory(
                    onboardingService: onboarding, profileService: profiles, analytics: analytics, signedInUser: user
                ).make(at: OnboardingRoute(step: .welcome), output: { _ in })
            )
        }
    }
}
