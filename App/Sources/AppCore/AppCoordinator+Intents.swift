import Analytics
import Design

/// Routing user intents: each goes to the scope or feature the focused screen belongs to, and
/// only if that screen offers it; otherwise nothing changes and the user is told why.
extension AppCoordinator {
    /// Carries out `intent` and returns when its work is done. The outcome (a new screen, or an
    /// error message on it) is reported through the app's events.
    public func perform(_ intent: UserIntent) async -> IntentResult {
        let before = errorBanners()
        let result = await dispatch(intent)
        await analyticsQueue.drain()
        switch result {
        case .notOffered(let message): emit(.error(message: message))
        case .done: reportErrors(shownSince: before, afterScreenIntent: intent.isAimedAtTheScreen)
        }
        present()
        await analyticsQueue.drain()
        return result
    }

    private func dispatch(_ intent: UserIntent) async -> IntentResult {
        switch intent {
        case .login(let email, let password):
            guard let auth = authScope, state == .unauthenticated else { return notOffered("login") }
            if let outcome = await auth.login(email: email, password: password) { await completeSignIn(outcome) }
        case .signup(let email, let password, let name):
            guard let auth = authScope, state == .unauthenticated else { return notOffered("signup") }
            if let outcome = await auth.signup(email: email, password: password, name: name) {
                await completeSignIn(outcome)
            }
        case .logout:
            guard state.hasSession else { return notOffered("logout") }
            await dependencies.analytics.track(AnalyticsEvent("sign_out_requested"))
            await logout()
        case .onboardingNext, .onboardingBack, .onboardingName:
            return await performOnboarding(intent)
        case .selectTab(let tab):
            guard let main = signedIn?.main, state.isSignedIn, focusedWindow == .main else { return notOffered("tab") }
            await main.select(tab)
        case .back:
            guard offers("back"), let window = focusedSignedInWindow else { return notOffered("back") }
            await window.back()
        case .open(let link, let window):
            await open(link, in: window)
        case .loadMorePosts, .openPost, .editProfileName, .editProfileBio:
            return await performProfile(intent)
        case .changeSetting(let change):
            guard offers("settings set"), let settings = focusedSignedInWindow?.visibleSettings else {
                return notOffered("settings set")
            }
            await settings.change(change)
        case .retry:
            guard case .error = state else { return notOffered("retry") }
            await retry()
        case .phase(let phase, let window):
            let id = window ?? focusedWindow
            guard windowRegistry.contains(id) else { return .notOffered("There is no window \(id).") }
            await change(id, to: phase)
        case .openPostWindow(let postID):
            guard state.isSignedIn else { return notOffered("window open") }
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
        let command = intent.command
        guard offers(command), let profile = focusedSignedInWindow?.visibleProfile else { return notOffered(command) }
        switch intent {
        case .loadMorePosts: await profile.loadMorePosts()
        case .openPost(let id): await profile.openPost(id: id)
        case .editProfileName(let name): await profile.editName(name)
        case .editProfileBio(let bio): await profile.editBio(bio)
        default: break
        }
        return .done
    }

    private func performOnboarding(_ intent: UserIntent) async -> IntentResult {
        let command = intent.command
        guard offers(command), let onboarding, focusedWindow == .main else {
            return notOffered(command)
        }
        switch intent {
        case .onboardingNext: await onboarding.next()
        case .onboardingBack: await onboarding.back()
        case .onboardingName(let name): onboarding.setName(name)
        default: break
        }
        return .done
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

    /// Whether the focused window's screen lists `command` among its actions.
    private func offers(_ command: String) -> Bool {
        guard let actions = screen(of: focusedWindow)?.actions else { return false }
        return actions.contains { $0.command == command || $0.command.hasPrefix(command + " ") }
    }

    private func notOffered(_ command: String) -> IntentResult {
        let place = screen(of: focusedWindow)?.name ?? state.name
        return .notOffered("\"\(command)\" is not available on the \(place) screen.")
    }

    // MARK: - Error messages

    private func errorBanners() -> [WindowID: String] {
        windows.reduce(into: [:]) { banners, id in
            if let banner = screen(of: id)?.banner, banner.kind == .error { banners[id] = banner.message }
        }
    }

    /// Reports each error message that appeared on a window, and the one on the focused screen
    /// after an intent aimed at it (the same message again is still a new failure).
    private func reportErrors(shownSince before: [WindowID: String], afterScreenIntent: Bool) {
        for (id, message) in errorBanners().sorted(by: { $0.key < $1.key })
        where before[id] != message || (afterScreenIntent && id == focusedWindow) {
            emit(.error(message: message))
        }
    }
}

extension UserIntent {
    /// The script command that expresses the intent, for messages.
    var command: String {
        switch self {
        case .login: "login"
        case .signup: "signup"
        case .logout: "logout"
        case .onboardingNext: "onboarding next"
        case .onboardingBack: "onboarding back"
        case .onboardingName: "onboarding name"
        case .selectTab: "tab"
        case .back: "back"
        case .open: "open"
        case .loadMorePosts: "posts more"
        case .openPost: "post open"
        case .editProfileName: "profile edit name"
        case .editProfileBio: "profile edit bio"
        case .changeSetting: "settings set"
        case .retry: "retry"
        case .phase: "phase"
        case .openPostWindow: "window open"
        case .closeWindow: "window close"
        case .focusWindow: "window focus"
        }
    }

    /// Whether the intent acts on what the focused screen shows (its outcome shows there).
    var isAimedAtTheScreen: Bool {
        switch self {
        case .open, .phase, .openPostWindow, .closeWindow, .focusWindow, .logout: false
        default: true
        }
    }
}
