import Analytics
import Services

/// What the onboarding feature is built from; the app's services provide it.
public protocol OnboardingFeatureDependencies: Sendable {
    /// The onboarding progress service.
    var onboarding: any OnboardingService { get }
    /// The profiles and posts service.
    var profiles: any ProfileService { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}
