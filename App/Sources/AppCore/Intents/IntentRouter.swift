import Analytics
import FeatureKit
import Tracing

/// Where each intent goes, given the app as it is: the scope that handles it, the windows, the
/// links. It does what the scope can do and returns the rest as an outcome for the root.
@MainActor
struct IntentRouter {
    let scope: AppScope
    let state: AppState
    let windows: WindowRegistry
    let links: DeepLinks
    let analytics: AnalyticsQueue
    let dependencies: AppDependencies
    let emit: @MainActor (AppEvent) -> Void

    func perform(_ intent: UserIntent) async -> IntentOutcome {
        switch intent {
        case .login(let email, let password):
            guard case .signedOut(let auth) = scope else { return notOffered(intent) }
            guard let destination = await auth.login(email: email, password: password) else { return .done }
            return .enter(destination, from: auth.id)
        case .signup(let email, let password, let name):
            guard case .signedOut(let auth) = scope else { return notOffered(intent) }
            guard let destination = await auth.signup(email: email, password: password, name: name) else { return .done }
            return .enter(destination, from: auth.id)
        case .logout:
            guard state.hasSession else { return notOffered(intent) }
            await analytics.record(AnalyticsEvent("sign_out_requested"))
            return .logout
        case .retry:
            if case .failed(let failure) = scope { return .retry(toSignIn: failure.retryLeadsToSignIn) }
            guard let signedIn, await signedIn.loadAgain(in: windows.focused) else {
                return notOffered(intent)
            }
        case .open(let text, let window):
            await links.open(text, in: window, windows: windows, scope: signedIn)
        case .selectTab(let name):
            guard let signedIn, windows.focused == .main, await signedIn.select(name) else { return notOffered(intent) }
        case .back:
            guard let signedIn, await signedIn.back(in: windows.focused) else { return notOffered(intent) }
        case .feature(let featureIntent):
            guard let content = scope.content(in: windows.focused), state.hasSession,
                await dependencies.configuration.tracer.span(content.feature, { await content.perform(featureIntent) })
                    == true
            else { return notOffered(intent) }
        case .phase, .openWindow, .closeWindow, .focusWindow:
            let actions = WindowActions(
                registry: windows, scope: scope, state: state, dependencies: dependencies, analytics: analytics,
                emit: emit)
            return await actions.perform(intent) ?? notOffered(intent)
        }
        return .done
    }

    /// The signed-in scope, while a user is signed in and past onboarding.
    private var signedIn: SignedInCoordinator? {
        guard state.isSignedIn, case .signedIn(let signedIn) = scope else { return nil }
        return signedIn
    }

    private func notOffered(_ intent: UserIntent) -> IntentOutcome {
        let command = "\"\(intent.name)\""
        let focused = windows.focused
        switch intent {
        case .login, .signup, .logout, .retry, .openWindow:
            return .notOffered("\(command) is not available \(Self.phrase(for: state)).")
        case .selectTab where state.isSignedIn && focused != .main:
            return .notOffered("\(command) is not available in the \(focused) window: only main has tabs.")
        default:
            guard state.hasSession, let screen = screen(of: focused) else {
                return .notOffered("\(command) is not available \(Self.phrase(for: state)).")
            }
            return .notOffered("\(command) is not available on the \(screen) screen.")
        }
    }

    private func screen(of window: WindowID) -> String? {
        window == .main ? scope.screen?.name : signedIn?.window(window)?.screen.name
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
