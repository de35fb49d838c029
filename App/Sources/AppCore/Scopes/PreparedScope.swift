import Models

/// A scope built while the screen before it still shows, so the first screen after it is complete.
@MainActor
enum PreparedScope {
    case signedOut(AuthCoordinator)
    case onboarding(OnboardingCoordinator, at: OnboardingStep)
    case signedIn(SignedInCoordinator)
    case failed(FailureCoordinator)

    var id: ScopeID {
        switch self {
        case .signedOut(let auth): auth.id
        case .onboarding(let onboarding, _): onboarding.id
        case .signedIn(let signedIn): signedIn.id
        case .failed(let failure): failure.id
        }
    }
}
