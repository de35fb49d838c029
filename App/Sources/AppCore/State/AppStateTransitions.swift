import Models

/// The app state machine's transition table, as data: which state may follow which.
public enum AppStateTransitions {
    /// Whether the app may go from `from` to `to`.
    public static func isAllowed(from: AppState, to: AppState) -> Bool {
        switch (from, to) {
        case (.loading, .unauthenticated), (.loading, .authenticated), (.loading, .onboarding),
            (.loading, .error):
            true
        case (.unauthenticated, .onboarding), (.unauthenticated, .authenticated),
            (.unauthenticated, .error):
            true
        case (.onboarding(let step), .onboarding(let next)):
            next == step.next || next == step.previous
        case (.onboarding(let step), .authenticated):
            step == .complete
        case (.onboarding, .unauthenticated), (.onboarding, .error(.sessionExpired)):
            true
        case (.authenticated(let user), .authenticated(let edited)):
            user.id == edited.id
        case (.authenticated, .unauthenticated), (.authenticated, .error):
            true
        case (.error, .loading), (.error, .unauthenticated):
            true
        default:
            false
        }
    }
}

extension AppStateTransitions {
    /// One state of each kind (every step, every error; one user), for drawing and checking the table.
    public static let representativeStates: [AppState] =
        [.loading, .unauthenticated]
        + OnboardingStep.allCases.map(AppState.onboarding)
        + [.authenticated(User(id: "u", email: "u@example.com", name: "U", onboardingCompleted: true))]
        + AppError.allCases.map(AppState.error)

    /// Every allowed transition between the representative states, in table order.
    public static var allowedTransitions: [(from: AppState, to: AppState)] {
        representativeStates.flatMap { from in
            representativeStates.filter { isAllowed(from: from, to: $0) }.map { (from, $0) }
        }
    }
}
