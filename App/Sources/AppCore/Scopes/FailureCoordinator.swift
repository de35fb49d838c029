import Design
import Models
import Services

/// The failed scope: an app-wide error on screen until the user retries.
@MainActor
final class FailureCoordinator {
    let error: AppError
    /// What made the launch, retry or first-time sign-in fail; nil when the error says it all.
    let cause: ServiceError?

    init(error: AppError, cause: ServiceError?) {
        self.error = error
        self.cause = cause
    }

    var screen: Screen {
        ErrorView(error: error, cause: cause).screen
    }

    /// The message on the screen, also reported as the app's error message.
    var message: String {
        ErrorView(error: error, cause: cause).message
    }

    /// Where retrying leads: sign-in after an expired session, else a new launch.
    var retryLeadsToSignIn: Bool { error == .sessionExpired }
}
