import Analytics
import Design
import Logging
import Models
import Tracing

/// The root of the running app: it owns the app state (through `AppStateController`), the windows
/// and exactly one scope for the state, and turns what the scopes report into transitions. Every
/// method returns when the work it started has finished.
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
        router: DeepLinkRouter(features: AppFeatures.all), analytics: analytics, tracer: tracer, emit: emit)
    private lazy var sessionEnd = SessionEnd(
        dependencies: dependencies, windows: windowRegistry, analytics: analytics, emit: emit)
    private lazy var scopes = ScopeFactory(dependencies: dependencies, listener: self)
    private let launching = LaunchCoordinator()
    private(set) lazy var scope = AppScope.launching(launching) { didSet { screens.invalidateAll() } }
    /// The scope being built while the screen before it still shows; an ended session drops it.
    private var preparing: AnyObject?
    var logger: Logger { dependencies.configuration.logger }
    var tracer: any Tracer { dependencies.configuration.tracer }

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
        return screens.screen(of: id) { id == .main ? scope.screen : signedIn?.window(id)?.screen }
    }

    /// Starts the app; the state leaves `loading` once the launch screen's minimum time has passed.
    public func launch() async {
        guard launching.start() else { return }
        present()
        await runLaunch()
    }

    /// Finishes what is due now that the timer clock has moved (the launch screen, analytics batches).
    public func settle() async {
        await launching.finishIfDue()
        present()
        await analytics.drain()
        await dependencies.analytics.uploadDue()
    }

    /// Waits out the launch screen's minimum time, then settles; returns early when cancelled.
    public func waitOutLaunchScreen() async {
        guard let deadline = launching.deadline else { return }
        if !deadline.isDue {
            guard (try? await deadline.wait()) != nil else { return }
        }
        await settle()
    }

    /// A clean termination: saves the windows' state, stores a session kept only in memory, and
    /// delivers the stored analytics events.
    public func terminate() async {
        launching.stopTimer()
        saveScenes()
        await dependencies.sessionStore.flush()
        await analytics.drain()
        await dependencies.analytics.flush()
    }

    /// An abrupt termination: stops every timer and saves nothing.
    public func abandon() {
        launching.abandon()
        preparing = nil
        scope = .launching(launching)
    }

    /// Carries out `intent`; its outcome (a new screen, or an error message) is reported as events.
    public func perform(_ intent: UserIntent) async -> IntentResult {
        await tracer.span(intent.words.joined(separator: " ")) {
            let result = await IntentRouter(app: self).perform(intent)
            await analytics.drain()
            if case .notOffered(let message) = result {
                emit(.error(message: message))
            }
            present()
            await analytics.drain()
            return result
        }
    }

    var signedIn: SignedInCoordinator? {
        if case .signedIn(let scope) = scope { scope } else { nil }
    }

    func runLaunch() async {
        let configuration = dependencies.configuration
        let deadline = Deadline(after: configuration.minimumLaunchDuration, on: configuration.timerClock)
        let destination = await Destination.launch(
            auth: dependencies.auth, onboarding: dependencies.onboarding)
        let next = await prepare(destination) ?? .signedOut(scopes.signedOut())
        await launching.hold(next, until: deadline) { [weak self] next in
            guard let self, await !commit(next) else { return }
            await commit(.signedOut(scopes.signedOut()))
        }
    }

    /// Goes where a sign-in, a retry or finished onboarding leads, once its scope is ready.
    func enter(_ destination: Destination) async {
        await tracer.span(String("\(destination)".prefix { $0 != "(" })) {
            guard let next = await prepare(destination) else { return }
            await commit(next)
        }
    }

    func relaunch() async {
        await tracer.span {
            scope = .launching(launching)
            if move(to: .loading) {
                await runLaunch()
            }
        }
    }

    /// Signs out: on the device first, then the backend is told, for a few seconds at most.
    func logout() async {
        await tracer.span {
            let ended = await dependencies.auth.logout()
            links.dropPending(reason: "signed out")
            await endSession(into: .signedOut(scopes.signedOut()), state: .unauthenticated)
            if let ended {
                await sessionEnd.announceLogout(of: ended)
            }
        }
    }

    /// The backend refused to renew the session: the user lands on `error:sessionExpired`, or a
    /// launch on sign-in.
    func sessionWasRejected() async {
        switch scope {
        case .signedOut(let auth) where !auth.isSigningIn:
            break
        case .signedIn, .onboarding, .signedOut:
            let expired = FailureCoordinator(error: .sessionExpired, cause: nil)
            await endSession(into: .failed(expired), state: .error(.sessionExpired))
        case .launching:
            launching.redirect(to: .signedOut(scopes.signedOut()))
            await endSession(into: nil, state: nil)
        case .failed:
            break
        }
    }

    /// Moves the app to `next` if the table allows it; an error state's message is reported.
    @discardableResult
    func move(to next: AppState) -> Bool {
        guard stateController.transition(to: next) else { return false }
        if case .failed(let failure) = scope, case .error = next {
            emit(.error(message: failure.message))
        }
        return true
    }

    func report(_ event: AppEvent) {
        emit(event)
    }

    /// Reports every window whose screen changed, and counts the views of a session's screens.
    func present() {
        screens.report(windows, countsViews: state.hasSession) { screen(of: $0) }
    }

    func saveScenes() {
        guard state.isSignedIn, let signedIn else { return }
        dependencies.scenes.save(signedIn.snapshot(focused: focusedWindow))
    }

    /// Builds and starts the scope `destination` calls for while the screen before it still shows;
    /// nil when the session ended on the way.
    private func prepare(_ destination: Destination) async -> PreparedScope? {
        let next = scopes.scope(for: destination)
        preparing = next.coordinator
        await scopes.start(next) { [weak self] in self?.preparing === next.coordinator }
        return preparing === next.coordinator ? next : nil
    }

    /// Makes `next` the scope and moves the state with it; false when the session ended on the way.
    @discardableResult
    private func commit(_ next: PreparedScope) async -> Bool {
        switch next {
        case .signedOut(let auth): become(.signedOut(auth), state: .unauthenticated)
        case .onboarding(let onboarding, let step): become(.onboarding(onboarding), state: .onboarding(step))
        case .failed(let failure): become(.failed(failure), state: .error(failure.error))
        case .signedIn(let signedIn):
            let shown = await links.showPending(in: signedIn)
            guard preparing === signedIn else { return false }
            become(.signedIn(signedIn), state: .authenticated(signedIn.user))
            signedIn.openRestoredWindows(in: windowRegistry, report: emit)
            present()
            if let shown { await links.applied(shown) }
        }
        return true
    }

    private func become(_ next: AppScope, state: AppState) {
        preparing = nil
        scope = next
        move(to: state)
    }

    /// Ends the session and moves to `state` in `next` (nil during a launch, which moves on itself).
    private func endSession(into next: AppScope?, state: AppState?) async {
        sessionEnd.closeWindows()
        preparing = nil
        if let next, let state {
            scope = next
            move(to: state)
        }
        await sessionEnd.finish()
    }

    private func reportStateEvent(_ event: AppEvent) {
        emit(event)
        if case .transition = event {
            present()
        }
    }
}

extension AppCoordinator: ScopeListener {
    func scope(_ scope: AnyObject, showsFailure message: String) {
        guard preparing === scope || self.scope.coordinator === scope else { return }
        emit(.error(message: message))
    }

    func signInShowsFailure(_ message: String) {
        guard state == .unauthenticated else { return }
        emit(.error(message: message))
    }

    func onboardingMoved(to step: OnboardingStep, in scope: OnboardingCoordinator) {
        guard self.scope.coordinator === scope else { return }
        move(to: .onboarding(step))
    }

    func onboardingFinished(_ user: User, in scope: OnboardingCoordinator) async {
        guard self.scope.coordinator === scope else { return }
        await enter(.main(user))
    }

    func userChanged(_ user: User, in scope: SignedInCoordinator) {
        guard self.scope.coordinator === scope else { return }
        move(to: .authenticated(user))
    }

    func open(_ link: AppLink, from scope: SignedInCoordinator) async {
        guard self.scope.coordinator === scope else { return }
        await links.open(link.url.absoluteString, in: nil, windows: windowRegistry, scope: scope)
    }
}
