import Analytics
import Models
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// Features are made when a scope first needs them, through their factories, from the shared
/// services; each scope (a tab, a window, onboarding) gets its own instance. Their screen views
/// are the app's to count (`FeatureAnalytics`).
extension AppDependencies {
    private var featureAnalytics: any Analytics { FeatureAnalytics(base: analytics) }

    func makeProfileFeature(
        for user: User, root: ProfileRoute, output: @escaping @MainActor (ProfileOutput) async -> Void
    ) -> any ProfileFeatureAPI {
        ProfileFeatureFactory(profileService: profiles, analytics: featureAnalytics, signedInUser: user)
            .make(root: root, output: output)
    }

    func makeSettingsFeature(
        for user: User, output: @escaping @MainActor (SettingsOutput) async -> Void
    ) -> any SettingsFeatureAPI {
        SettingsFeatureFactory(settingsService: settings, analytics: featureAnalytics, signedInUser: user).make(output: output)
    }
}

extension AppDependencies {
    func makeOnboardingFeature(
        for user: User, at step: OnboardingStep, output: @escaping @MainActor (OnboardingOutput) async -> Void
    ) -> any OnboardingFeatureAPI {
        OnboardingFeatureFactory(
            onboardingService: onboarding, profileService: profiles, analytics: featureAnalytics, signedInUser: user
        ).make(at: OnboardingRoute(step: step), output: output)
    }
}
