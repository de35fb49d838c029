import Design
import FeatureKit

/// What the settings feature tells the app; its registration says what each asks of the app.
public enum SettingsOutput: FailureReporting, Sendable, Equatable {
    case failureShown(String)

    /// What the output asks of the app.
    var appOutput: FeatureOutput {
        switch self {
        case .failureShown(let message): .failureShown(message)
        }
    }
}
