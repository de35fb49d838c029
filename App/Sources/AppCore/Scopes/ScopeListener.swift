import Models

/// What a scope tells the root as it happens; the root acts only for the scope that is current.
@MainActor
protocol ScopeListener: AnyObject {
    /// The scope shows a failure with this message.
    func scope(_ scope: AnyObject, showsFailure message: String)
    /// The sign-in screen shows a failure with this message.
    func signInShowsFailure(_ message: String)
    /// Onboarding moved to `step`, and it is saved.
    func onboardingMoved(to step: OnboardingStep, in scope: OnboardingCoordinator)
    /// Onboarding is finished and saved: the user goes to the main app.
    func onboardingFinished(_ user: User, in scope: OnboardingCoordinator) async
    /// The signed-in user's details changed and are saved.
    func userChanged(_ user: User, in scope: SignedInCoordinator)
    /// A feature asked for a place another feature shows.
    func open(_ link: AppLink, from scope: SignedInCoordinator) async
}
