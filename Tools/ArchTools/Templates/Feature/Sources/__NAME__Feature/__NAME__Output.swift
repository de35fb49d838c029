import Design
import FeatureKit
import Models

/// What the feature tells the app, in its own words; its registration says what each asks of the
/// app, as a child's delegate action is mapped by its parent.
public enum __NAME__Output: FailureReporting, Sendable, Equatable {
    case failureShown(String)
    /// The user asked to see their profile, which another feature shows.
    case profileRequested

    /// What the output asks of the app.
    var appOutput: FeatureOutput {
        switch self {
        case .failureShown(let message): .failureShown(message)
        case .profileRequested: .openLink(AppLink(host: "profile"))
        }
    }
}
