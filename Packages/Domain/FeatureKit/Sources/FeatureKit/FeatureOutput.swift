import Design
import Models

/// What a feature asks of the app: the one way a feature speaks to the scope that shows it.
public enum FeatureOutput: Sendable, Equatable, FailureReporting {
    /// A screen of the feature shows a failure with this message.
    case failureShown(String)
    /// The user asked for a place another feature shows; the app opens the link in the same window.
    case openLink(AppLink)
    /// The signed-in user's details changed and are saved (a profile edit).
    case userChanged(User)
    /// Onboarding moved to this step, and it is saved.
    case onboardingStepChanged(OnboardingStep)
    /// Onboarding is finished and saved; the user as they now stand.
    case onboardingFinished(User)
}
