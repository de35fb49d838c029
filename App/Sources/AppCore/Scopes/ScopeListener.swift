import Models

/// What a scope tells the root as it happens; the root acts only for the scope that is current.
@MainActor
protocol ScopeListener: AnyObject {
    func scope(_ scope: AnyObject, showsFailure message: String)
    func signInShowsFailure(_ message: String)
    func onboardingMoved(to step: OnboardingStep, in scope: OnboardingCoordinator)
    func onboardingFinished(_ user: User, in scope: OnboardingCoordinator) async
    func userChanged(_ user: User, in scope: SignedInCoordinator)
    /// A feature asked for a place another feature shows.
    func open(_ link: AppLink, from scope: SignedInCoordinator) async
}
