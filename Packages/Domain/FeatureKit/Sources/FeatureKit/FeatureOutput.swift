import Design
import Models

/// What a feature asks of the app: the one way a feature speaks to the scope that shows it.
public enum FeatureOutput: Sendable, Equatable, FailureReporting {
    case failureShown(String)
    case openLink(AppLink)
    case userChanged(User)
    case onboardingStepChanged(OnboardingStep)
    case onboardingFinished(User)
}
