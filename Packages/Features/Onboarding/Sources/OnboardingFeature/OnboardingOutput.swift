import Design
import FeatureKit
import Models

/// What onboarding tells the app; its registration says what each asks of the app.
public enum OnboardingOutput: FailureReporting, Sendable, Equatable {
    case failureShown(String)
    /// The user's saved step is now `step`, and it is on screen.
    case stepChanged(OnboardingStep)
    /// The user finished onboarding; they are now as the backend has them.
    case finished(User)

    /// What the output asks of the app: onboarding is a flow the app keeps in its state.
    var appOutput: FeatureOutput {
        switch self {
        case .failureShown(let message): .failureShown(message)
        case .stepChanged(let step): .flowMoved(to: step.link)
        case .finished(let user): .flowFinished(user)
        }
    }
}
