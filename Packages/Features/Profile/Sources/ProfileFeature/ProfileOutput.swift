import FeatureKit
import Design
import Models

/// What the profile feature tells the app; its registration says what each asks of the app.
public enum ProfileOutput: FailureReporting, Sendable, Equatable {
    case failureShown(String)
    /// The signed-in user saved a new name: the app shows them by it from now on.
    case userChanged(User)

    /// What the output asks of the app.
    var appOutput: FeatureOutput {
        switch self {
        case .failureShown(let message): .failureShown(message)
        case .userChanged(let user): .userChanged(user)
        }
    }
}
