import Analytics
import FeatureKit
import Services

/// What the onboarding feature is built from: its live form cuts it from what the app offers.
public protocol OnboardingFeatureDependencies: Sendable {
    /// The onboarding progress service.
    var onboarding: any OnboardingService { get }
    /// The profiles service, which saves the name chosen on profileSetup.
    var profiles: any ProfileService { get }
    /// Where the feature tracks its events.
    var analytics: any Analytics { get }
}

/// The feature's live dependencies: its own services over the session's client.
struct LiveOnboardingDependencies: OnboardingFeatureDependencies {
    let onboarding: any OnboardingService
    let profiles: any ProfileService
    let analytics: any Analytics

    init(_ environment: FeatureEnvironment) {
        onboarding = LiveOnboardingService(client: environment.http, tracer: environment.tracer)
        profiles = LiveProfileService(client: environment.http, tracer: environment.tracer)
        analytics = environment.analytics
    }
}
