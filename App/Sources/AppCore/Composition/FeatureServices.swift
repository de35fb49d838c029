import Analytics
import Services

/// The app's services as the features are built from them: each feature's dependencies protocol
/// asks for the ones it uses.
struct FeatureServices: Sendable {
    let profiles: any ProfileService
    let settings: any SettingsService
    let onboarding: any OnboardingService
    let analytics: any Analytics
}
