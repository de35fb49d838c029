import Design
import Models

/// The screen that replaces everything while the app is in an error state.
@MainActor
struct ErrorView {
    let error: AppError

    var screen: Screen {
        Screen(
            name: "error:\(error.rawValue)",
            title: title,
            sections: [Screen.Section(rows: [.text(error.message)])],
            actions: [Screen.Action(command: "retry", title: retryTitle)]
        )
    }

    private var title: String {
        switch error {
        case .networkUnavailable: "You're offline"
        case .sessionExpired: "Signed out"
        case .maintenanceMode: "Down for maintenance"
        }
    }

    private var retryTitle: String {
        error == .sessionExpired ? "Sign in again" : "Try again"
    }
}
