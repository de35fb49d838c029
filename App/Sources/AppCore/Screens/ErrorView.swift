import Design
import Models
import Services

@MainActor
struct ErrorView {
    let error: AppError
    let cause: ServiceError?

    var screen: Screen {
        Screen(
            name: "error:\(error.rawValue)",
            title: title,
            sections: [Screen.Section(rows: [.text(message)])],
            actions: [Screen.Action(.retry, title: retryTitle)]
        )
    }

    var message: String {
        guard error == .networkUnavailable, let cause else { return error.message }
        // The session check and onboarding step are never refused: a refusal broke the API's rules.
        let shown = cause.isRefusal ? ServiceError.badResponse("") : cause
        return shown.errorDescription ?? error.message
    }

    private var title: String {
        switch (error, cause) {
        case (.networkUnavailable, nil), (.networkUnavailable, .offline?): "You're offline"
        case (.networkUnavailable, .timeout?): "No answer from the server"
        case (.networkUnavailable, _): "Something went wrong"
        case (.sessionExpired, _): "Signed out"
        case (.maintenanceMode, _): "Down for maintenance"
        }
    }

    private var retryTitle: String {
        error == .sessionExpired ? "Sign in again" : "Try again"
    }
}
