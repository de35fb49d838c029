import Analytics
import Design
import FeatureKit
import Logging
import Models
import Services

/// The root of the running app. It owns the app state (through `AppStateController`), the windows
/// and exactly one scope for the state, routes each intent to the scope that handles it, and turns
/// what the scopes report into transitions.
///
/// Every method returns when the work it started has finished, so a host can run intents one after
/// another without waiting on time.
@MainActor
public final class AppCoordinator {
    let dependencies: AppDependencies
    let windowRegistry = WindowRegistry()
    let analytics: AnalyticsQueue
    private let emit: @MainActor (AppEvent) -> Void
    private(set) lazy var stateController = AppStateController(
        analytics: analytics, logger: logger, onEvent: { [weak self] event in self?.reportStateEvent(event) })
    private(set) lazy var screens = ScreenReporter(emit: emit, analytics: analytics)
    private(set) lazy var links = DeepLinks(
        router: DeepLinkRouter(features: AppFeatures.all), analytics: analytics, emit: emit)
    private lazy var sessionEnd = SessionEnd(
        dependencies: dependencies, windows: windowRegistry, analytics: analytics, emit: emit)
    private let launching = LaunchCoordinator()
    private(set) var scope: AppScope = .launching { didSet { screens.invalidateAll() } }
    /// The scope being built while the screen before it still shows; an ended session drops it.
    private var preparing: AnyObject?
    var logger: Logger { dependencies.configuration.logger }

    /// An app built from `dependencies`, reporting what it does to `onEvent`.
    public init(dependencies: AppDependencies, onEvent: @escaping @MainActor (AppEvent) -> Void) {
        self.dependencies = dependencies
        emit = onEvent
        analytics = AnalyticsQueue(analytics: dependencies.analytics)
        dependencies.relay.attach(
            events: onEvent, sessionExpired: { [weak self] in await self?.sessionWasRejected() })
    }

    /// The app's state now; it changes only through the transition table.
    public var state: AppState { stateController.state }

    /// The open windows, main first.
    public var windows: [WindowID] { windowRegistry.ids }

    /// The window that has focus (where links and screen commands go).
    public var focusedWindow: WindowID { windowRegistry.focused }

    /// What window `id` shows now; nil when there is no such window.
    public func screen(of id: WindowID) -> Screen? {
        guard windowRegistry.contains(id) else { return nil }
        return screens.screen(of: id) { makeScreen(of: id) }
    }

    /// Starts the app: restores the stored session, asks the backend about it, and prepares the
    /// scope it leads to. The state leaves `loading` once the launch screen's minimum time has
    /// also passed on the timer clock (see `settle()`).
    public func launch() async {
        guard launching.start() else { return }
        present()
        await runLaunch()
    }

    /// Finishes what is due now that the timer clock has moved (the launch screen's minimum time,
    /// analytics batches due by age) and returns once it is done.
    public func settle() async {
        await launching.finishIfDue()
        present()
        await analytics.drain()
        await dependencies.analytics.uploadDue()
    }

    /// Waits until the launch screen's minimum time has passed on the timer clock, then leaves it
    /// as `settle()` does; returns early when the caller is cancelled.
    public func waitOutLaunchScreen() async {
        guard let deadline = launching.deadline else { return }
        if !deadline.isDue {
            guard (try? await deadline.wait()) != nil else { return }
        }
        await settle()
    }

    /// A clean termination: saves the windows' state and delivers the stored analytics events.
    public func terminate() async {
        launching.stopTimer()
        saveScenes()
        await analytics.drain()
        await dependencies.analytics.flush()
    }

    /// An abrupt termination: stops every timer and saves nothing; what is on disk stays as it is.
    public func abandon() {
        launching.abandon()
        preparing = nil
        scope = .launching
    }

    /// Carries out `intent` and returns when its work is done. The outcome (a new screen, or an
    /// error message on it) is reported through the app's events.
    public func perform(_ intent: UserIntent) async -> IntentResult {
        let result = await IntentRouter(app: self).perform(intent)
        await analytics.drain()
        if case .notOffered(let message) = result {
            emit(.error(message: message))
        }
        present()
        await analytics.drain()
        return result
    }

    /// The signed-in scope, when it is the current one.
    var signedIn: SignedInCoordinator? {
        if case .signedIn(let scope) = scope { scope } else { nil }
    }

    func runLaunch() async {
        let deadline = Deadline(
            after: dependencies.configuration.minimumLaunchDuration, on: dependencies.configuration.timerClock)
        let destination = await Destination.launch(auth: dependencies.auth, onboarding: dependencies.onboarding)
        let next = await prepare(destination) ?? .signedOut(makeAuth())
        await launching.hold(next, until: deadline) { [weak self] next in await self?.leaveLaunch(to: next) }
    }

    /// Leaves a launch, retry or sign-in for `destination`, once the scope it calls for is ready.
    func enter(_ destination: Destination) async {
        guard let next = await prepare(destination) else { return }
        await commit(next)
    }

    /// Back to `loading` from an error state, and a new launch.
    func relaunch() async {
        scope = .launching
        if move(to: .loading) {
            await runLaunch()
        }
    }

    /// Signs out from any screen: on the device first (the stored session, a waiting link, the
    /// windows and scene storage, the scope), so a kill at any moment after leaves it signed out;
    /// then the backend is told, for at most `SessionEnd.logoutNoticeLimit`.
    func logout() async {
        let ended = await dependencies.auth.logout()
        links.dropPending(reason: "signed out")
        await endSession(into: .signedOut(makeAuth()), state: .unauthenticated)
        if let ended {
            await sessionEnd.announceLogout(of: ended)
        }
    }

    /// The backend refused to renew the session, and the token provider has cleared it. Signed in,
    /// onboarding or signing in, the user is signed out at once into `error:sessionExpired`; a
    /// launch under way lands on sign-in. A waiting link stays: an expiry is not a logout.
    func sessionWasRejected() async {
        switch scope {
        case .signedIn, .onboarding:
            await endSession(into: .failed(FailureCoordinator(error: .sessionExpired, cause: nil)), state: .error(.sessionExpired))
        case .signedOut(let auth) where auth.isSigningIn:
            await endSession(into: .failed(FailureCoordinator(error: .sessionExpired, cause: nil)), state: .error(.sessionExpired))
        case .launching:
            launching.redirect(to: .signedOut(makeAuth()))
            await endSession(into: nil, state: nil)
        case .signedOut, .failed:
            break
        }
    }

    /// Builds the scope `destination` calls for and starts it, while the screen before it still
    /// shows; nil when the session ended on the way.
    private func prepare(_ destination: Destination) async -> PreparedScope? {
        switch destination {
        case .signIn:
            return .signedOut(makeAuth())
        case .failure(let error):
            return .failed(FailureCoordinator(error: error.appError ?? .networkUnavailable, cause: error))
        case .onboarding(let user, let step):
            await dependencies.analytics.identify(userID: user.id.rawValue)
            let next = OnboardingCoordinator(
                user: user, step: step, feature: AppFeatures.onboarding, services: dependencies.features, listener: self)
            preparing = next
            await next.start()
            return preparing === next ? .onboarding(next, at: step) : nil
        case .main(let user):
            await dependencies.analytics.identify(userID: user.id.rawValue)
            let next = SignedInCoordinator(
                user: user, features: AppFeatures.all, services: dependencies.features, logger: logger, listener: self)
            preparing = next
            await restoration.restore(into: next)
            await next.start { [weak self] in self?.preparing === next }
            return preparing === next ? .signedIn(next) : nil
        }
    }

    /// Makes `next` the scope and moves the state with it; false, changing nothing, when the
    /// session ended on the way. A signed-in scope first shows the link waiting for it.
    @discardableResult
    private func commit(_ next: PreparedScope) async -> Bool {
        switch next {
        case .signedOut(let auth):
            become(.signedOut(auth), state: .unauthenticated)
        case .onboarding(let onboarding, let step):
            become(.onboarding(onboarding), state: .onboarding(step))
        case .failed(let failure):
            become(.failed(failure), state: .error(failure.error))
        case .signedIn(let signedIn):
            let shown = await links.showPending(in: signedIn)
            guard preparing === signedIn else { return false }
            become(.signedIn(signedIn), state: .authenticated(signedIn.user))
            openRestoredWindows(of: signedIn)
            if let shown { await links.applied(shown) }
        }
        return true
    }

    private func leaveLaunch(to next: PreparedScope) async {
        if await !commit(next) {
            await commit(.signedOut(makeAuth()))
        }
    }

    private func become(_ next: AppScope, state: AppState) {
        preparing = nil
        scope = next
        move(to: state)
    }

    /// Ends the session (see `SessionEnd`); `next` and `state` are where the app goes, nil during
    /// a launch, which moves on by itself.
    private func endSession(into next: AppScope?, state: AppState?) async {
        sessionEnd.closeWindows()
        preparing = nil
        if let next, let state {
            scope = next
            move(to: state)
        }
        await sessionEnd.finish()
    }

    private var restoration: WindowRestoration {
        WindowRestoration(
            scenes: dependencies.scenes,
            validator: RestorationValidator(features: AppFeatures.all, services: dependencies.features),
            logger: logger)
    }

    private func makeAuth() -> AuthCoordinator {
        AuthCoordinator(auth: dependencies.auth, onboarding: dependencies.onboarding, analytics: dependencies.analytics) {
            [weak self] message in
            guard self?.state == .unauthenticated else { return }
            self?.emit(.error(message: message))
        }
    }

    /// Moves the app to `next` if the table allows it; an error state says what caused it, on its
    /// screen and in an `error` event. Returns whether the state changed.
    @discardableResult
    func move(to next: AppState) -> Bool {
        guard stateController.transition(to: next) else { return false }
        if case .failed(let failure) = scope, case .error = next {
            emit(.error(message: failure.message))
        }
        return true
    }

    /// Tells the host what the app did.
    func report(_ event: AppEvent) {
        emit(event)
    }

    /// Reports the screen of every window whose screen changed since it was last reported, and
    /// counts a view for each screen a window newly shows during a session.
    func present() {
        screens.report(windows, countsViews: state.hasSession) { makeScreen(of: $0) }
    }

    /// Writes every signed-in window's routes to scene storage.
    func saveScenes() {
        guard state.isSignedIn, let signedIn else { return }
        dependencies.scenes.save(signedIn.snapshot(focused: focusedWindow))
    }

    private func makeScreen(of id: WindowID) -> Screen? {
        guard id == .main else { return signedIn?.window(id)?.screen }
        switch scope {
        case .launching: return launching.screen
        case .signedOut(let auth): return auth.screen
        case .onboarding(let onboarding): return onboarding.screen
        case .signedIn(let signedIn): return signedIn.main.screen
        case .failed(let failure): return failure.screen
        }
    }

    /// A state change the controller made: reported, then the screens it leads to.
    private func reportStateEvent(_ event: AppEvent) {
        emit(event)
        if case .transition = event {
            present()
        }
    }

    /// Opens the windows restoration put back, now that the user is in, and gives the focus back to
    /// the window that had it; then shows them.
    private func openRestoredWindows(of signedIn: SignedInCoordinator) {
        guard let restored = signedIn.takeRestored() else { return }
        for id in restored.windows where windowRegistry.open(id) {
            emit(.window(.restored, id))
        }
        windowRegistry.focus(restored.focus)
        present()
    }

    /// Whether `scope` is the current one or the one being prepared: its failures are the user's
    /// to see, and its reports count.
    private func isLive(_ scope: AnyObject) -> Bool {
        preparing === scope || current === scope
    }

    private var current: AnyObject? {
        switch scope {
        case .launching: nil
        case .signedOut(let auth): auth
        case .onboarding(let onboarding): onboarding
        case .signedIn(let signedIn): signedIn
        case .failed(let failure): failure
        }
    }
}

extension AppCoordinator: ScopeListener {
    func scope(_ scope: AnyObject, showsFailure message: String) {
        guard isLive(scope) else { return }
        emit(.error(message: message))
    }

    func onboardingMoved(to step: OnboardingStep, in scope: OnboardingCoordinator) {
        guard current === scope else { return }
        move(to: .onboarding(step))
    }

    func onboardingFinished(_ user: User, in scope: OnboardingCoordinator) async {
        guard current === scope else { return }
        await enter(.main(user))
    }

    func userChanged(_ user: User, in scope: SignedInCoordinator) {
        guard current === scope else { return }
        move(to: .authenticated(user))
    }
}
