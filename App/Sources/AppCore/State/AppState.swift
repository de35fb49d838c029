import Models

/// The app's mode: exactly one of these at any time, owned by `AppStateController`.
public enum AppState: Sendable, Equatable {
    case loading
    case unauthenticated
    case onboarding(OnboardingStep)
    case authenticated(User)
    case error(AppError)

    /// The state's name as scripts, events and diagrams see it (`onboarding:welcome`).
    public var name: String {
        switch self {
        case .loading: "loading"
        case .unauthenticated: "unauthenticated"
        case .onboarding(let step): "onboarding:\(step.rawValue)"
        case .authenticated: "authenticated"
        case .error(let error): "error:\(error.rawValue)"
        }
    }

    /// The signed-in user, when there is one.
    public var user: User? {
        if case .authenticated(let user) = self { user } else { nil }
    }

    /// Whether a user is signed in and past onboarding.
    public var isSignedIn: Bool { user != nil }

    /// Whether someone is signed in, in the main app or still onboarding.
    public var hasSession: Bool {
        switch self {
        case .authenticated, .onboarding: true
        case .loading, .unauthenticated, .error: false
        }
    }
}
