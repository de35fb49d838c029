import FeatureKit

/// What the app may ask of one live onboarding: its screen, and the intents its steps offer.
@MainActor
public protocol OnboardingFeatureAPI: FeatureContent where Route == OnboardingRoute, Intent == OnboardingIntent {}
