import Design
import Models

/// What the onboarding feature asks its coordinator to do; the app state carries the step, so the
/// feature reports each move and the app decides.
public enum OnboardingOutput: Equatable, Sendable, FailureReporting {
    /// The user is now at this step, and it is saved.
    case stepChanged(OnboardingStep)
    /// Onboarding is finished and saved; the user as they now stand (name saved, onboarding done).
    case finished(User)
    /// An onboarding screen shows a failure with this message.
    case failureShown(String)
}
