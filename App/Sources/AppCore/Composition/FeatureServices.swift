import Analytics
import Services

struct FeatureServices: Sendable {
    let profiles: any ProfileService
    let settings: any SettingsService
    let onboarding: any OnboardingService
    let analytics: any Analytics
}
