import FeatureKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// The features the app is made of, each listed once: this is the one file under `App/` that names a feature.
enum AppFeatures {
    static let onboarding = OnboardingFeature.registration.adapted { (services: FeatureServices) in services }

    static let all: [FeatureRegistration<FeatureServices>] = [
        onboarding,
        ProfileFeature.registration.adapted { $0 },
        SettingsFeature.registration.adapted { $0 },
    ]
}

extension FeatureServices: OnboardingFeatureDependencies {}
extension FeatureServices: ProfileFeatureDependencies {}
extension FeatureServices: SettingsFeatureDependencies {}
