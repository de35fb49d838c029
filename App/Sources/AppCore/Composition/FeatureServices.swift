import Analytics
import Services

/// The app's services as the features are built from them.
struct FeatureServices: Sendable {
    let profiles: any ProfileService
    let settings: any SettingsService
    let onboarding: any OnboardingService
    let analytics: any Analytics
}
