import FeatureKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// The features the app is made of, each listed once, in tab order: the one file under `App/`
/// that names a feature, and the one place the list is read from to compose the app.
enum AppFeatures {
    static let all: [AnyFeature] = [
        AnyFeature(OnboardingFeature.registration),
        AnyFeature(ProfileFeature.registration),
        AnyFeature(SettingsFeature.registration),
    ]
}

extension AppDependencies {
    /// The real app with its features against the backend at `configuration.apiBaseURL`, with its
    /// files in its data directory.
    public static func live(_ configuration: AppConfiguration) throws -> AppDependencies {
        try live(configuration, features: AppFeatures.all)
    }
}

extension AppVocabulary {
    /// The commands, screens and tabs of the app with its features.
    public static let standard = AppVocabulary(features: AppFeatures.all)
}
