import FeatureKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// The features the app is made of, each listed once: this is the one file under `App/` that names
/// a feature. The tab bar, the link router, windows, scene storage and every command are built from
/// these registrations. `Tools/new-feature` adds a feature's lines here.
enum AppFeatures {
    /// The feature that takes a first-time user through onboarding.
    static let onboarding = OnboardingFeature.registration.adapted { (services: FeatureServices) in services }

    /// Every feature; the ones with a tab show them in this order.
    static let all: [FeatureRegistration<FeatureServices>] = [
        onboarding,
        ProfileFeature.registration.adapted { $0 },
        SettingsFeature.registration.adapted { $0 },
    ]
}

extension FeatureServices: OnboardingFeatureDependencies {}
extension FeatureServices: ProfileFeatureDependencies {}
extension FeatureServices: SettingsFeatureDependencies {}
