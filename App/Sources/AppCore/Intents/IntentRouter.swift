import Analytics
import FeatureKit

@MainActor
struct IntentRouter {
    let app: AppCoordinator

    func perform(_ intent: UserIntent) async -> IntentResult {
        switch intent {
        case .login(let email, let password):
            guard case .signedOut(let auth) = app.scope else { return notOffered(intent) }
            await signIn(auth) { await auth.login(email: email, password: password) }
        case .signup(let email, let password, let name):
            guard case .signedOut(let auth) = app.scope else { return notOffered(intent) }
            await signIn(auth) { await auth.signup(email: email, password: password, name: name) }
        case .logout:
            guard app.state.hasSession else { return notOffered(intent) }
            await app.analytics.record(AnalyticsEvent("sign_out_requested"))
            await app.logout()
        case .retry:
            guard case .failed(let failure) = app.scope else { return notOffered(intent) }
            if failure.retryLeadsToSignIn {
                await app.enter(.signIn)
            } else {
                await app.relaunch()
            }
        case .open(let text, let window):
            await app.links.open(text, in: window, windows: app.windowRegistry, scope: app.signedIn)
        case .selectTab(let name):
            guard let signedIn = app.signedIn, app.focusedWindow == .main, await signedIn.main.select(name)
            else {
                return notOffered(intent)
            }
        case .back:
            guard let window = focusedSignedInWindow, await window.back() else { return notOffered(intent) }
        case .feature(let featureIntent):
            guard await performFeature(featureIntent) == true else { return notOffered(intent) }
        case .phase, .openWindow, .closeWindow, .focusWindow:
            return await WindowActions(app: app).perform(intent) ?? notOffered(intent)
        }
        return .done
    }

    private func signIn(_ auth: AuthCoordinator, _ submit: () async -> Destination?) async {
        guard let destination = await submit(), case .signedOut(let current) = app.scope, current === auth
        else {
            return
        }
        await app.enter(destination)
    }

    private func performFeature(_ intent: AnyFeatureIntent) async -> Bool? {
        switch app.scope {
        case .onboarding(let onboarding) where app.focusedWindow == .main:
            return await app.tracer.span(AppFeatures.onboarding.name) { await onboarding.perform(intent) }
        case .signedIn:
            guard let content = focusedSignedInWindow?.visibleContent else { return nil }
            return await app.tracer.span(content.feature) { await content.perform(intent) }
        default:
            return nil
        }
    }

    private var focusedSignedInWindow: (any SignedInWindow)? {
        app.state.isSignedIn ? app.signedIn?.window(app.focusedWindow) : nil
    }

    private func notOffered(_ intent: UserIntent) -> IntentResult {
        let command = "\"\(intent.words.joined(separator: " "))\""
        let focused = app.focusedWindow
        switch intent {
        case .login, .signup, .logout, .retry, .openWindow:
            return .notOffered("\(command) is not available \(Self.phrase(for: app.state)).")
        case .selectTab where app.state.isSignedIn && focused != .main:
            return .notOffered("\(command) is not available in the \(focused) window: only main has tabs.")
        default:
            guard app.state.hasSession, let screen = app.screen(of: focused) else {
                return .notOffered("\(command) is not available \(Self.phrase(for: app.state)).")
            }
            return .notOffered("\(command) is not available on the \(screen.name) screen.")
        }
    }

    static func phrase(for state: AppState) -> String {
        switch state {
        case .loading: "while the app launches"
        case .unauthenticated: "while signed out"
        case .onboarding: "during onboarding"
        case .authenticated: "while signed in"
        case .error: "while the app shows an error"
        }
    }
}
