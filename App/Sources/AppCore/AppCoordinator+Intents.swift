import Analytics
import Design
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// Routing user intents: each goes to the scope or feature the focused window shows, which says
/// from its own state whether it offers the intent; otherwise nothing changes and the user is
/// told why. Failures are reported by whoever shows them, as they happen.
extension AppCoordinator {
    /// Carries out `intent` and returns when its work is done. The outcome (a new screen, or an
    /// error message on it) is reported through the app's events.
    public func perform(_ intent: UserIntent) async -> IntentResult {
        let result = await dispatch(intent)
        await analyticsQueue.drain()
        if case .notOffered(let message) = result {
            emit(.error(message: message))
        }
        present()
        await analyticsQueue.drain()
        return result
    }

    private func dispatch(_ intent: UserIntent) async -> IntentResult {
        switch intent {
        case .login(let email, let password):
            guard let auth = authScope, state == .unauthenticated else { return notOffered(.login) }
            if let outcome = await auth.login(email: email, password: password) { await completeSignIn(outcome) }
        case .signup(let email, let password, let name):
            guard let auth = authScope, state == .unauthenticated else { return notOffered(.signup) }
            if let outcome = await auth.signup(email: email, password: password, name: name) {
                await completeSignIn(outcome)
            }
        case .logout:
            guard state.hasSession else { return notOffered(.logout) }
            await dependencies.analytics.track(AnalyticsEvent("sign_out_requested"))
            await logout()
        case .onboardingNext, .onboardingBack, .onboardingName:
            return await performOnboarding(intent)
        case .selectTab(let tab):
            guard let main = signedIn?.main, state.isSignedIn, focusedWindow == .main else { return notOffered(.tab) }
            await main.select(tab)
        case .back:
            guard let window = focusedSignedInWindow, await window.back() else { return notOffered(.back) }
        case .open(let link, let window):
            await open(link, in: window)
        case .loadMorePosts, .openPost, .editProfileName, .editProfileBio:
            return await performProfile(intent)
        case .changeSetting(let change):
            guard let settings = focusedSignedInWindow?.visibleSettings else { return notOffered(.settingsSet) }
            await settings.change(change)
        case .retry:
            guard case .error = state else { return notOffered(.retry) }
            await retry()
        case .phase(let phase, let window):
            let id = window ?? focusedWindow
            guard windowRegistry.contains(id) else { return .notOffered("There is no window \(id).") }
            await change(id, to: phase)
        case .openPostWindow(let postID):
            guard state.isSignedIn else { return notOffered(.windowOpen) }
            return await openPostWindow(postID)
        case .closeWindow(let id):
            guard windowRegistry.contains(id), id != .main else {
                return .notOffered(id == .main ? "The main window can't be closed." : "There is no window \(id).")
            }
            await closePostWindow(id)
        case .focusWindow(let id):
            guard windowRegistry.contains(id) else { return .notOffered("There is no window \(id).") }
            windowRegistry.focus(id)
            emit(.window(.focused, id))
        }
        return .done
    }

    private func performProfile(_ intent: UserIntent) async -> IntentResult {
        guard let profile = focusedSignedInWindow?.visibleProfile else { return notOffered(intent.command) }
        let offered =
            switch intent {
            case .loadMorePosts: await profile.loadMorePosts()
            case .openPost(let id): await profile.openPost(id: id)
            case .editProfileName(let name): await profile.editName(name)
            case .editProfileBio(let bio): await profile.editBio(bio)
            default: false
            }
        return offered ? .done : notOffered(intent.command)
    }

    private func performOnboarding(_ intent: UserIntent) async -> IntentResult {
        guard case .onboarding = state, let onboarding, focusedWindow == .main else {
            return notOffered(intent.command)
        }
        let offered =
            switch intent {
            case .onboardingNext: await onboarding.next()
            case .onboardingBack: await onboarding.back()
            case .onboardingName(let name): onboarding.setName(name)
            default: false
            }
        return offered ? .done : notOffered(intent.command)
    }

    /// From `error:networkUnavailable` or `error:maintenanceMode`, launch again; from
    /// `error:sessionExpired`, go to sign-in.
    private func retry() async {
        if state == .error(.sessionExpired) {
            prepareSignIn()
            move(to: .unauthenticated)
        } else if move(to: .loading) {
            await runLaunch()
        }
    }

    var focusedSignedInWindow: (any SignedInWindow)? {
        state.isSignedIn ? signedIn?.window(focusedWindow) : nil
    }

    private func notOffered(_ command: Command) -> IntentResult {
        let place = screen(of: focusedWindow)?.name ?? state.name
        return .notOffered("\"\(command.words.joined(separator: " "))\" is not available on the \(place) screen.")
    }
}

extension UserIntent {
    /// The command that expresses the intent.
    var command: Command {
        switch self {
        case .login: .login
        case .signup: .signup
        case .logout: .logout
        case .onboardingNext: .onboardingNext
        case .onboardingBack: .onboardingBack
        case .onboardingName: .onboardingName
        case .selectTab: .tab
        case .back: .back
        case .open: .open
        case .loadMorePosts: .postsMore
        case .openPost: .postOpen
        case .editProfileName: .profileEditName
        case .editProfileBio: .profileEditBio
        case .changeSetting: .settingsSet
        case .retry: .retry
        case .phase: .phase
        case .openPostWindow: .windowOpen
        case .closeWindow: .windowClose
        case .focusWindow: .windowFocus
        }
    }
}
