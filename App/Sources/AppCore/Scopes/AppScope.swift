import Design

/// The one scope the app state calls for: its coordinator, which owns that state's work.
@MainActor
enum AppScope {
    /// `loading`: the stored session is restored and checked.
    case launching(LaunchCoordinator)
    /// `unauthenticated`: sign in or sign up.
    case signedOut(AuthCoordinator)
    /// `onboarding`: a first-time user's steps.
    case onboarding(OnboardingCoordinator)
    /// `authenticated`: tabs, windows and restoration.
    case signedIn(SignedInCoordinator)
    /// `error`: an app-wide failure behind a retry.
    case failed(FailureCoordinator)

    /// The scope's coordinator.
    var coordinator: AnyObject {
        switch self {
        case .launching(let launching): launching
        case .signedOut(let auth): auth
        case .onboarding(let onboarding): onboarding
        case .signedIn(let signedIn): signedIn
        case .failed(let failure): failure
        }
    }

    /// What the main window shows.
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
