/// The one scope the app state calls for: its coordinator, which owns that state's work.
@MainActor
enum AppScope {
    /// `loading`: the stored session is restored and checked.
    case launching
    /// `unauthenticated`: sign in or sign up.
    case signedOut(AuthCoordinator)
    /// `onboarding`: a first-time user's steps.
    case onboarding(OnboardingCoordinator)
    /// `authenticated`: tabs, windows and restoration.
    case signedIn(SignedInCoordinator)
    /// `error`: an app-wide failure behind a retry.
    case failed(FailureCoordinator)
}
