import Design

/// The one scope the app state calls for: its coordinator, which owns that state's work.
@MainActor
enum AppScope {
    case launching(LaunchCoordinator)
    case signedOut(AuthCoordinator)
    case onboarding(OnboardingCoordinator)
    case signedIn(SignedInCoordinator)
    case failed(FailureCoordinator)

    var coordinator: AnyObject {
        switch self {
        case .launching(let launching): launching
        case .signedOut(let auth): auth
        case .onboarding(let onboarding): onboarding
        case .signedIn(let signedIn): signedIn
        case .failed(let failure): failure
        }
    }

    var screen: Screen? {
        switch self {
        case .launching(let launching): launching.screen
        case .signedOut(let auth): auth.screen
        case .onboarding(let onboarding): onboarding.screen
        case .signedIn(let signedIn): signedIn.main.screen
        case .failed(let failure): failure.screen
        }
    }
}
