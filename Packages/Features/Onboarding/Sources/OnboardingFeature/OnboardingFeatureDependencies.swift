import Analytics
import Services

/// What the onboarding feature is built from; the app's services provide it.
public protocol OnboardingFeatureDependencies: Sendable {
    var onboarding: any OnboardingService { get }
    var profiles: any ProfileService { get }
    var analytics: any Analytics { get }
}
