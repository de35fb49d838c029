import Analytics
import Models
import ProfileFeature
import Services

/// Who is signed in, and the scopes that go with it: entering sign-in, onboarding and the main
/// app, and ending a session (logout, or a session the backend no longer accepts).
extension AppCoordinator {
    /// The sign-in scope, fresh, for a signed-out user.
    func prepareSignIn() {
        authScope = AuthCoordinator(auth: dependencies.auth, analytics: dependencies.analytics)
    }

    func prepareOnboarding(_ user: User, at step: OnboardingStep) async {
        await dependencies.analytics.identify(userID: user.id)
        let scope = OnboardingCoordinator(
            user: user, step: step, dependencies: dependencies,
            onStepChanged: { [weak self] step in self?.stateController.transition(to: .onboarding(step)) },
            onFinished: { [weak self] user in await self?.finishOnboarding(user) }
        )
        onboardingScope = scope
        await scope.start()
    }

    /// Builds the signed-in scope for `user`, puts back the windows they left (checked with the
    /// backend first), and starts what is on screen.
    func prepareSignedIn(_ user: User) async {
        await dependencies.analytics.identify(userID: user.id)
        let main = MainCoordinator(
            profile: dependencies.makeProfileFeature(for: user, root: .own, output: profileOutput),
            makeSettings: { [unowned self] in
                dependencies.makeSettingsFeature(for: user) { [weak self] output in
                    guard case .signOutRequested = output else { return }
                    self?.schedule { [weak self] in await self?.logout() }
                }
            }
        )
        let scope = SignedInScope(user: user, main: main)
        signedIn = scope
        await restoreWindows(for: scope)
        await main.start()
        for window in scope.postWindows.values {
            await window.start()
        }
    }

    /// After sign-in or sign-up: onboarding for a first-time user, else the main app.
    /// The sign-in screen stays until the next screen is ready and the state has moved on.
    func completeSignIn(_ outcome: AuthCoordinator.Outcome) async {
        defer { authScope = nil }
        switch outcome {
        case .signedUp(let user):
            await prepareOnboarding(user, at: .welcome)
            stateController.transition(to: .onboarding(.welcome))
        case .signedIn(let user) where user.needsOnboarding:
            do {
                let step = try await dependencies.onboarding.progress().step
                await prepareOnboarding(user, at: step)
                stateController.transition(to: .onboarding(step))
            } catch {
                stateController.transition(to: .error(error.appError ?? .networkUnavailable))
            }
        case .signedIn(let user):
            await prepareSignedIn(user)
            await enterMainApp(as: user)
        }
    }

    private func finishOnboarding(_ user: User) async {
        await prepareSignedIn(user)
        await enterMainApp(as: user)
        onboardingScope = nil
    }

    /// Signs out from any screen: the backend session ends and the signed-in scope with it.
    func logout() async {
        await dependencies.auth.logout()
        prepareSignIn()
        await endSession(movingTo: .unauthenticated)
    }

    /// The backend refused to renew the session while a user was signed in or onboarding.
    func sessionWasRejected() async {
        guard state.hasSession else { return }
        await endSession(movingTo: .error(.sessionExpired))
    }

    /// Tears down everything that belonged to the user: post windows close, the scopes and their
    /// features go (their tasks with them), scene storage and caches are cleared, a pending link
    /// is dropped, and analytics forgets the user and delivers their events.
    ///
    /// The scopes go in the same step as the move to `next`, before anything is awaited, so no
    /// window is ever left without a screen while caches clear and analytics delivers.
    private func endSession(movingTo next: AppState) async {
        for id in windowRegistry.ids where id != .main {
            windowRegistry.close(id)
            emit(.window(.closed, id))
        }
        dependencies.scenes.clear()
        dropPendingLink(reason: "signed out")
        stateController.transition(to: next)
        signedIn = nil
        onboardingScope = nil
        await dependencies.profiles.clearCache()
        await analyticsQueue.drain()
        await dependencies.analytics.reset()
        await dependencies.analytics.flush()
    }

    var profileOutput: @MainActor (ProfileOutput) -> Void {
        { [weak self] output in self?.handle(output) }
    }

    /// A profile edit: the app state carries the user, so it follows the new name.
    private func handle(_ output: ProfileOutput) {
        guard case .profileUpdated(let profile) = output, let scope = signedIn, profile.userId == scope.user.id
        else { return }
        let user = scope.user.with(name: profile.name)
        scope.update(user)
        stateController.transition(to: .authenticated(user))
    }
}
