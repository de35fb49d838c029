@testable import AppCore
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// A built graph: the composition root and one of each feature, kept alive until the sample's
/// measurement has stopped.
@MainActor
struct BuiltGraph {
    let dependencies: AppDependencies
    let profile: any ProfileFeatureAPI
    let settings: any SettingsFeatureAPI
    let onboarding: any OnboardingFeatureAPI
}
