import Models

/// A scope built while the screen before it still shows, so the first screen after it is complete.
@MainActor
enum PreparedScope {
    case signedOut(AuthCoordinator)
    case onboarding(OnboardingCoordinator, at: OnboardingStep)
    case signedIn(SignedInCoordinator)
    case failed(FailureCoordinator)

    /// The scope it becomes once committed.
    var scope: AppScope {
        switch self {
        case .signedOut(let auth): .signedOut(auth)
        case .onboarding(let onboarding, _): .onboarding(onboarding)
        case .signedIn(let signedIn): .signedIn(signedIn)
        case .failed(let failure): .failed(failure)
        }
    }

    /// The app state it stands for.
    var state: AppState {
        switch self {
        case .signedOut: .unauthenticated
        case .onboarding(_, let step): .onboarding(step)
        case .signedIn(let signedIn): .authenticated(signedIn.user)
        case .failed(let failure): .error(failure.error)
        }
    }

    var id: ScopeID {
        switch self {
        case .signedOut(let auth): auth.id
        case .onboarding(let onboarding, _): onboarding.id
        case .signedIn(let signedIn): signedIn.id
        case .failed(let failure): failure.id
        }
    }
}
