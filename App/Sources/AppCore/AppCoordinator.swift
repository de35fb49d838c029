import Analytics
import Design
import Logging
import Models
import Tracing

/// The root of the running app: it owns the app state, the windows and one scope for the state,
/// and turns what an intent or a scope ends in into the app's next state.
@MainActor
public final class AppCoordinator {
    let dependencies: AppDependencies
    let windowRegistry = WindowRegistry()
    let analytics: AnalyticsQueue
    private let emit: @MainActor (AppEvent) -> Void
    private(set) lazy var stateController = AppStateController(
        analytics: analytics, logger: dependencies.configuration.logger,
        onEvent: { [weak self] event in
            self?.emit(event)
            if case .transition = event { self?.present() }
        })
    private lazy var screens = ScreenReporter(emit: emit, analytics: analytics)
    private(set) lazy var links = DeepLinks(
        router: DeepLinkRouter(features: dependencies.features), analytics: analytics, tracer: tracer,
        emit: emit)
    private lazy var sessionEnd = SessionEnd(
        dependencies: dependencies, windows: windowRegistry, analytics: analytics, emit: emit)
    private lazy var scopes = ScopeFactory(dependencies: dependencies, listener: self)
    private lazy var launching = scopes.launching()
    private(set) lazy var scope = AppScope.launching(launching) { didSet { screens.invalidateAll() } }
    private var preparing: ScopeID?
    /// How many intents are at work: while one is, screens are reported once it is done.
    private var performing = 0
    private var tracer: any Tracer { dependencies.configuration.tracer }

    /// An app built from `dependencies`, with the features they list, reporting what it does to `onEvent`.
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
        return screens.screen(of: id) { scope.screen(in: id) }
    }

    /// Window `id` while a user is signed in, as a view binds it: its navigation, its stacks and
    /// its scene storage; nil when there is no such window or nobody is signed in.
    public func window(_ id: WindowID) -> WindowModel? {
        guard state.isSignedIn, windowRegistry.contains(id), let signedIn = scope.signedIn,
            signedIn.window(id) != nil
        else { return nil }
        return WindowModel(id: id, scope: signedIn)
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

    /// A clean termination: saves the windows' state and the session, and delivers stored analytics events.
    public func terminate() async {
        launching.stopTimer()
        if state.isSignedIn { scope.signedIn?.save(to: dependencies.scenes, focused: focusedWindow) }
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
        await tracer.span(intent.name) {
            performing += 1
            let router = IntentRouter(
                scope: scope, state: state, windows: windowRegistry, links: links, analytics: analytics,
                dependencies: dependencies, emit: emit)
            let result = await apply(await router.perform(intent))
            if Task.isCancelled { scope.signedIn?.noteCancelled() }
            performing -= 1
            if case .notOffered(let message) = result {
                emit(.error(message: message))
            }
            present()
            await analytics.drain()
            return result
        }
    }

    /// The root's table: what each outcome of an intent means for the app state.
    private func apply(_ outcome: IntentOutcome) async -> IntentResult {
        switch outcome {
        case .result(let result):
            return result
        case .enter(let destination, let from):
            guard scope.id == from else { break }
            await enter(destination)
        case .retry(toSignIn: true):
            await enter(.signIn)
        case .retry(toSignIn: false):
            await tracer.span(function: "relaunch()") {
                scope = .launching(launching)
                if move(to: .loading) {
                    await runLaunch()
                }
            }
        case .logout:
            await logout()
        case .sessionRejected:
            await sessionWasRejected()
        }
        return .done
    }

    private func runLaunch() async {
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

    private func enter(_ destination: Destination) async {
        await tracer.span(String("\(destination)".prefix { $0 != "(" })) {
            guard let next = await prepare(destination) else { return }
            await commit(next)
        }
    }

    private func logout() async {
        await tracer.span {
            let ended = await dependencies.auth.logout()
            links.dropPending(reason: "signed out")
            await endSession(into: .signedOut(scopes.signedOut()), state: .unauthenticated)
            if let ended { await sessionEnd.announceLogout(of: ended) }
        }
    }

    private func sessionWasRejected() async {
        switch scope {
        case .signedOut(let auth) where !auth.isSigningIn: break
        case .failed: break
        case .signedIn, .onboarding, .signedOut:
            let expired = scopes.failure(.sessionExpired, cause: nil)
            await endSession(into: .failed(expired), state: .error(.sessionExpired))
        case .launching:
            launching.redirect(to: .signedOut(scopes.signedOut()))
            await endSession(into: nil, state: nil)
        }
    }

    @discardableResult
    private func move(to next: AppState) -> Bool {
        guard stateController.transition(to: next) else { return false }
        if case .failed(let failure) = scope, case .error = next {
            emit(.error(message: failure.message))
        }
        return true
    }

    private func present() {
        screens.report(windows, countsViews: state.hasSession) { screen(of: $0) }
    }

    private func prepare(_ destination: Destination) async -> PreparedScope? {
        let next = scopes.scope(for: destination)
        preparing = next.id
        await scopes.start(next) { [weak self] in self?.preparing == next.id }
        return preparing == next.id ? next : nil
    }

    @discardableResult
    private func commit(_ next: PreparedScope) async -> Bool {
        var shown: DeepLinks.Shown?
        if case .signedIn(let signedIn) = next {
            shown = await links.showPending(in: signedIn)
            guard preparing == signedIn.id else { return false }
        }
        preparing = nil
        scope = next.scope
        move(to: next.state)
        if let signedIn = scope.signedIn {
            signedIn.openRestoredWindows(in: windowRegistry, report: emit)
            present()
        }
        if let shown { await links.applied(shown) }
        return true
    }

    private func endSession(into next: AppScope?, state: AppState?) async {
        let ended = scope.features
        scope.signedIn?.end()
        sessionEnd.closeWindows()
        preparing = nil
        if let next, let state {
            scope = next
            move(to: state)
        }
        await sessionEnd.finish(features: ended)
    }
}

extension AppCoordinator: ScopeListener {
    func scope(_ id: ScopeID, reports event: ScopeEvent) async {
        switch event {
        case .failureShown(let message):
            let shows = id.kind == .signedOut ? state == .unauthenticated : preparing == id || scope.id == id
            if shows { emit(.error(message: message)) }
        case .stateChanged(let next) where scope.id == id:
            move(to: next)
        case .finished(let destination) where scope.id == id:
            await enter(destination)
        case .opens(let link) where scope.id == id:
            await links.open(DeepLink(link.url), in: nil, windows: windowRegistry, scope: scope.signedIn)
        case .stateChanged, .finished, .opens:
            break
        }
    }

    func scopeNavigated(_ id: ScopeID) {
        guard scope.id == id, performing == 0 else { return }
        present()
    }
}
