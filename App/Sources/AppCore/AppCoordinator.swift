import Analytics
import Design
import Logging
import Models
import OnboardingFeature
import ProfileFeature
import Services

/// The root of the running app. It owns the app state (through `AppStateController`), the
/// windows, and the one scope the state calls for — signing in, onboarding, or the signed-in
/// scope — and routes each user intent to the scope that handles it. What happens inside a
/// feature is the feature's business; which scope exists, and when, is this type's.
///
/// Every method returns when the work it started has finished (see docs/conventions.md), so a
/// host can run intents one after another without waiting on time.
@MainActor
public final class AppCoordinator {
    let dependencies: AppDependencies
    let windowRegistry = WindowRegistry()
    let analyticsQueue: AnalyticsQueue
    private(set) lazy var stateController = AppStateController(
        analytics: analyticsQueue, logger: logger, onEvent: { [weak self] event in self?.reportStateEvent(event) })
    let emit: @MainActor (AppEvent) -> Void
    var logger: Logger { dependencies.configuration.logger }

    // The scopes and the session's bookkeeping change only in this file (entering and ending
    // sessions, below); the other files of the coordinator read them.
    private(set) var authScope: AuthCoordinator? { didSet { shownScreens.invalidateAll() } }
    private(set) var onboarding: (any OnboardingFeatureAPI)? { didSet { shownScreens.invalidateAll() } }
    private(set) var signedIn: SignedInScope? { didSet { shownScreens.invalidateAll() } }
    let pendingLinks: PendingLinks
    let launchSequence = LaunchSequence()
    let shownScreens = ShownScreens()
    /// What put the app in its error state, for the error screen's message.
    private var errorCause: ServiceError? { didSet { shownScreens.invalidateAll() } }
    /// How many sessions have ended (logout, or a refused refresh), so work that started under one
    /// can tell that it ended meanwhile.
    private(set) var endedSessions = 0
    /// Whether a sign-in or sign-up is taking the user in (the state moves once it is done).
    private(set) var isSigningIn = false

    /// An app built from `dependencies`, reporting what it does to `onEvent`.
    public init(dependencies: AppDependencies, onEvent: @escaping @MainActor (AppEvent) -> Void) {
        self.dependencies = dependencies
        self.emit = onEvent
        pendingLinks = PendingLinks(emit: onEvent)
        let analyticsQueue = AnalyticsQueue(analytics: dependencies.analytics)
        self.analyticsQueue = analyticsQueue
        dependencies.relay.attach(
            events: onEvent,
            sessionExpired: { [weak self] in await self?.sessionWasRejected() }
        )
    }

    /// The app's state now (what `expect state` reads); it changes only through the transition table.
    public var state: AppState { stateController.state }

    /// The open windows, main first.
    public var windows: [WindowID] { windowRegistry.ids }

    /// The window that has focus (where `open` and screen commands go).
    public var focusedWindow: WindowID { windowRegistry.focused }

    /// What window `id` shows now; nil when there is no such window.
    public func screen(of id: WindowID) -> Screen? {
        guard windowRegistry.contains(id) else { return nil }
        return shownScreens.screen(of: id) { makeScreen(of: id) }
    }

    func makeScreen(of id: WindowID) -> Screen? {
        guard id == .main else { return signedIn?.window(id)?.screen }
        switch state {
        case .loading: return LaunchView().screen
        case .unauthenticated: return authScope?.screen
        case .onboarding: return onboarding?.screen
        case .authenticated: return signedIn?.main.screen
        case .error(let error): return ErrorView(error: error, cause: errorCause).screen
        }
    }

    /// Starts the app: restores the stored session, asks the backend about it, and prepares the
    /// screen it leads to. Returns when that work is done; the state leaves `loading` once the
    /// launch screen's minimum time has also passed on the timer clock (see `settle()`).
    public func launch() async {
        guard launchSequence.start() else { return }
        present()
        await runLaunch()
    }

    /// Finishes what is due now that the timer clock has moved (the launch screen's minimum time,
    /// analytics batches due by age) and returns once it is done.
    public func settle() async {
        await launchSequence.finishIfDue()
        present()
        await analyticsQueue.drain()
        await dependencies.analytics.uploadDue()
    }

    /// A clean termination: saves the windows' state, stores a session kept only in memory, and
    /// delivers the stored analytics events.
    public func terminate() async {
        launchSequence.stopTimer()
        saveScenes()
        await dependencies.sessionStore.flush()
        await analyticsQueue.drain()
        await dependencies.analytics.flush()
    }

    /// An abrupt termination: stops every timer and saves nothing; what is on disk stays as it is.
    public func abandon() {
        launchSequence.abandon()
        signedIn = nil
        onboarding = nil
        authScope = nil
    }

    // MARK: - Launch

    func runLaunch() async {
        let deadline = Deadline(after: dependencies.configuration.minimumLaunchDuration, on: dependencies.configuration.timerClock)
        let ended = endedSessions
        var destination = await LaunchDestination.resolve(auth: dependencies.auth, onboarding: dependencies.onboarding)
        await prepare(destination)
        if endedSessions != ended {
            // The backend refused the session while its screens were being prepared.
            destination = .signIn
        }
        await launchSequence.hold(destination, until: deadline) { [weak self] destination in
            await self?.leaveLaunch(for: destination)
        }
    }

    /// Waits until the launch screen's minimum time has passed on the timer clock, then leaves
    /// it as `settle()` does. For a host on a real clock that runs a line only once the launch is
    /// over; on a manual clock it returns only once the clock has been moved that far. Returns
    /// early when the caller is cancelled, leaving the launch to its timer.
    public func waitOutLaunchScreen() async {
        guard let deadline = launchSequence.deadline else { return }
        if !deadline.isDue {
            guard (try? await deadline.wait()) != nil else { return }
        }
        await settle()
    }

    /// Builds the scope the launch leads to while the launch screen still shows, so the first
    /// screen after it is complete (no flicker).
    private func prepare(_ destination: LaunchDestination) async {
        switch destination {
        case .signIn: prepareSignIn()
        case .onboarding(let user, let step): await prepareOnboarding(user, at: step)
        case .main(let user): await prepareSignedIn(user)
        case .failure: break
        }
    }

    private func leaveLaunch(for destination: LaunchDestination) async {
        switch destination {
        case .signIn: move(to: .unauthenticated)
        case .onboarding(_, let step): move(to: .onboarding(step))
        case .main(let user):
            if await !enterMainApp(as: user) {
                // The backend refused the session on the way in (`sessionWasRejected()` prepared
                // the sign-in screen): a launch then lands there.
                move(to: .unauthenticated)
            }
        case .failure(let error): fail(error)
        }
    }
}

/// What the host sees: the state, each window's screen once the app has settled on it, and a
/// view counted for each screen shown during a session, after that screen.
extension AppCoordinator {
    /// Moves the app to `next` if the table allows it; an error state shows what caused it, on its
    /// screen and in an `error` event. Returns whether the state changed.
    @discardableResult
    func move(to next: AppState, cause: ServiceError? = nil) -> Bool {
        let previousCause = errorCause
        errorCause = cause
        guard stateController.transition(to: next) else {
            errorCause = previousCause
            return false
        }
        if case .error(let error) = next {
            emit(.error(message: ErrorView(error: error, cause: cause).message))
        }
        return true
    }

    /// Moves to the error state a failed launch, retry or first-time sign-in ends in.
    func fail(_ error: ServiceError) {
        move(to: .error(error.appError ?? .networkUnavailable), cause: error)
    }

    /// Reports the screen of every window whose screen changed since it was last reported, and
    /// counts a view (`screen_viewed`) for each screen a window newly shows during a session. The
    /// views are queued behind the screens' events, so they always follow them.
    func present() {
        let update = shownScreens.update(windows) { makeScreen(of: $0) }
        for (window, screen) in update.changed {
            emit(.screen(window: window, screen: screen))
        }
        guard state.hasSession else { return }
        for name in update.newlyShown {
            analyticsQueue.track(.screenViewed(name))
        }
    }

    /// A state change the controller made: reported, then the screens it leads to.
    func reportStateEvent(_ event: AppEvent) {
        emit(event)
        if case .transition = event {
            present()
        }
    }
}

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
