import Design
import Models
import Services

@MainActor
final class FailureCoordinator {
    let id: ScopeID
    let error: AppError
    let cause: ServiceError?

    init(id: ScopeID, error: AppError, cause: ServiceError?) {
        self.id = id
        self.error = error
        self.cause = cause
    }

    var screen: Screen {
        ErrorView(error: error, cause: cause).screen
    }

    var message: String {
        ErrorView(error: error, cause: cause).message
    }

    var retryLeadsToSignIn: Bool { error == .sessionExpired }
}
