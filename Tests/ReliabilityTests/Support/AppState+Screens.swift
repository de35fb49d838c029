import AppCore

extension AppState {
    /// Whether the main window may show the screen called `name` in this state: `launch` while
    /// loading, `sign-in` signed out, the step's screen while onboarding, the error's screen in an
    /// error state, and a signed-in screen (a profile, a post, settings) only when signed in.
    func allowsMainScreen(_ name: String?) -> Bool {
        guard let name else { return false }
        switch self {
        case .loading: return name == "launch"
        case .unauthenticated: return name == "sign-in"
        case .onboarding(let step): return name == "onboarding:\(step.rawValue)"
        case .error(let error): return name == "error:\(error.rawValue)"
        case .authenticated: return Self.isSignedInScreen(name)
        }
    }

    /// Whether a post window may be open in this state: only for a signed-in user, or while a
    /// launch restores a signed-in user's windows behind the launch screen.
    var allowsPostWindows: Bool {
        switch self {
        case .authenticated, .loading: true
        case .unauthenticated, .onboarding, .error: false
        }
    }

    private static func isSignedInScreen(_ name: String) -> Bool {
        ["profile", "settings"].contains(name)
            || ["profile:", "post:", "settings:"].contains { name.hasPrefix($0) && name.count > $0.count }
    }
}
