import Models

/// A scope built while the screen before it still shows, so the first screen after it is complete.
@MainActor
enum PreparedScope {
    case signedOut(AuthCoordinator)
    case onboarding(OnboardingCoordinator, at: OnboardingStep)
    case signedIn(SignedInCoordinator)
    case failed(FailureCoordinator)

    var coordinator: AnyObject {
        switch self {
        case .signedOut(let auth): auth
        case .onboarding(let onboarding, _): onboarding
        case .signedIn(let signedIn): signedIn
        case .failed(let failure): failure
        }
    }
}
