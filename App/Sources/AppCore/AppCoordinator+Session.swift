import Analytics
import Models
import ProfileFeature
import Services

/// Who is signed in, and the scopes that go with it: entering sign-in, onboarding and the main
/// app, and ending a session (logout, or a session the backend no longer accepts).
extension AppCoordinator {
    /// The sign-in scope, fresh, for a signed-out user.
    func prepareSignIn() {
        authScope = AuthCoordinator(auth: dependencies.auth, analytics: dependencies.analytics) { [weak self] message in
            guard self?.state == .unauthenticated else { return }
            self?.emit(.error(message: message))
        }
    }

    func prepareOnboarding(_ user: User, at step: OnboardingStep) async {
        await dependencies.analytics.identify(userID: user.id)
        let feature = dependencies.makeOnboardingFeature(for: user, at: step) { [weak self] output in
            switch output {
            case .stepChanged(let step): self?.move(to: .onboarding(step))
            case .finished(let user): await self?.finishOnboarding(user)
            case .failureShown(let message):
                guard self?.onboarding != nil else { return }
                self?.emit(.error(message: message))
            }
        }
        onboarding = feature
        await feature.start()
    }

    /// Builds the signed-in scope for `user`, puts back the windows they left (checked with the
    /// backend first; they open once the user is in), and starts what is on screen.
    func prepareSignedIn(_ user: User) async {
        await dependencies.analytics.identify(userID: user.id)
        let main = MainCoordinator(
            profile: dependencies.makeProfileFeature(for: user, root: .own, output: profileOutput),
            makeSettings: { [unowned self] in
                dependencies.makeSettingsFeature(for: user) { [weak self] output in
                    switch output {
                    case .signOutRequested: await self?.logout()
                    case .failureShown(let message): self?.reportSignedInFailure(message)
                    }
                }
            }
        )
        let scope = SignedInScope(user: user, main: main)
        signedIn = scope
        await restoreWindows(for: scope)
        await main.start()
        for window in scope.postWindows.values where signedIn === scope {
            await window.start()
        }
    }

    /// After sign-in or sign-up: onboarding for a first-time user, else the main app.
    /// The sign-in screen stays until the next screen is ready and the state has moved on. If the
    /// backend refuses the new session on the way, `sessionWasRejected()` has already moved on.
    func completeSignIn(_ outcome: AuthCoordinator.Outcome) async {
        isSigningIn = true
        let ended = endedSessions
        defer {
            isSigningIn = false
            authScope = nil
        }
        switch outcome {
        case .signedUp(let user):
            await prepareOnboarding(user, at: .welcome)
            guard endedSessions == ended else { return }
            move(to: .onboarding(.welcome))
        case .signedIn(let user) where user.needsOnboarding:
            do {
                let step = try await dependencies.onboarding.progress().step
                await prepareOnboarding(user, at: step)
                guard endedSessions == ended else { return }
                move(to: .onboarding(step))
            } catch {
                guard endedSessions == ended else { return }
                fail(error)
            }
        case .signedIn(let user):
            await prepareSignedIn(user)
            guard endedSessions == ended else { return }
            await enterMainApp(as: user)
        }
    }

    private func finishOnboarding(_ user: User) async {
        let ended = endedSessions
        await prepareSignedIn(user)
        guard endedSessions == ended, await enterMainApp(as: user) else { return }
        onboarding = nil
    }

    /// Signs out from any screen: on the device first (the stored session, a waiting link, the
    /// windows and scene storage, the signed-in scope), so a kill at any moment after leaves it
    /// signed out; then the backend is told, for at most `logoutNoticeLimit` on the timer clock.
    func logout() async {
        let ended = await dependencies.auth.logout()
        endedSessions += 1
        pendingLinks.drop(reason: "signed out")
        prepareSignIn()
        await endSession(movingTo: .unauthenticated)
        if let ended {
            await announceLogout(of: ended)
        }
    }

    /// How long a logout waits for the backend to hear of it.
    static var logoutNoticeLimit: Duration { .seconds(3) }

    /// The backend refused to renew the session, and the token provider has cleared it. Signed
    /// in, onboarding or signing in, the user is signed out at once into `error:sessionExpired`; a
    /// launch under way lands on sign-in, as it does for any stored session the backend refuses.
    /// A waiting deep link stays: an expiry is not a logout.
    func sessionWasRejected() async {
        endedSessions += 1
        switch state {
        case .authenticated, .onboarding:
            await endSession(movingTo: .error(.sessionExpired))
        case .unauthenticated where isSigningIn:
            await endSession(movingTo: .error(.sessionExpired))
        case .loading:
            prepareSignIn()
            launchSequence.redirectToSignIn()
            await endSession(movingTo: nil)
        case .unauthenticated, .error:
            break
        }
    }

    /// Tears down everything that belonged to the user: scene storage is cleared, post windows
    /// close, the scopes and their features go (their tasks with them), caches are cleared, and
    /// analytics forgets the user and delivers their events. `next` is the state to move to; nil
    /// during a launch, which moves on by itself.
    ///
    /// The scopes go in the same step as the move to `next`, before anything is awaited, so no
    /// window is ever left without a screen while caches clear and analytics delivers.
    private func endSession(movingTo next: AppState?) async {
        dependencies.scenes.clear()
        for id in windowRegistry.ids where id != .main {
            windowRegistry.close(id)
            emit(.window(.closed, id))
        }
        if let next {
            move(to: next)
        }
        signedIn = nil
        onboarding = nil
        await dependencies.profiles.clearCache()
        await analyticsQueue.drain()
        await dependencies.analytics.reset()
        await dependencies.analytics.flush()
    }

    /// Tells the backend that `session` ended, giving up after `logoutNoticeLimit`: the device is
    /// signed out already, and only this intent waits for the answer.
    private func announceLogout(of session: Session) async {
        let auth = dependencies.auth
        let limit = Deadline(after: Self.logoutNoticeLimit, on: dependencies.configuration.timerClock)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await auth.announceLogout(of: session) }
            group.addTask { try? await limit.wait() }
            await group.next()
            group.cancelAll()
        }
    }

    var profileOutput: @MainActor (ProfileOutput) async -> Void {
        { [weak self] output in self?.handle(output) }
    }

    /// A profile edit: the app state carries the user, so it follows the new name.
    private func handle(_ output: ProfileOutput) {
        switch output {
        case .profileUpdated(let profile): followEdit(of: profile)
        case .failureShown(let message): reportSignedInFailure(message)
        }
    }

    /// A failure a signed-in screen shows (or will show once the user is in); one that arrives
    /// after the session ended, its screen gone with it, is not the user's to see.
    private func reportSignedInFailure(_ message: String) {
        guard signedIn != nil else { return }
        emit(.error(message: message))
    }

    private func followEdit(of profile: Profile) {
        guard let scope = signedIn, profile.userId == scope.user.id else { return }
        let user = scope.user.with(name: profile.name)
        scope.update(user)
        move(to: .authenticated(user))
    }
}
