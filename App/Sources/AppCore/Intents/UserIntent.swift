import FeatureKit

/// Everything a user can ask of the app: the app's own intents, and one case carrying a feature's intent.
public enum UserIntent: Sendable, Equatable {
    /// Sign in with an email and a password, from the sign-in screen.
    case login(email: String, password: String)
    /// Create an account and sign in to it, from the sign-in screen.
    case signup(email: String, password: String, name: String)
    /// Sign out: local credentials and scenes go first, then the backend is told (best effort).
    case logout
    /// Leave an error state: relaunch after a failed launch, or sign in again after an expiry.
    case retry
    /// Show a tab of the main window, named as its feature (`settings`).
    case selectTab(String)
    /// Pop the focused window's navigation stack.
    case back
    /// Deliver a deep link, as typed (the router rejects what it can't parse, with a reason).
    case open(String, window: WindowID?)
    /// Move a window (the focused one when `window` is nil) to a scene phase.
    case phase(ScenePhase, window: WindowID?)
    /// Open a window of `kind` (a feature's link host) for `item`, or bring its window to the front.
    case openWindow(kind: String, item: String)
    /// Close a window (the main window can't be closed).
    case closeWindow(WindowID)
    /// Make a window the one intents go to.
    case focusWindow(WindowID)
    /// Something a feature offers, for the feature the focused window shows.
    case feature(AnyFeatureIntent)
}

/// Whether the app acted on an intent.
public enum IntentResult: Sendable, Equatable {
    /// The intent ran to completion (its outcome, success or a user-facing error, is on screen).
    case done
    /// The current screen does not offer it; nothing changed.
    case notOffered(String)
}

extension UserIntent {
    var words: [String] {
        switch self {
        case .login: ["login"]
        case .signup: ["signup"]
        case .logout: ["logout"]
        case .retry: ["retry"]
        case .selectTab: ["tab"]
        case .back: ["back"]
        case .open: ["open"]
        case .phase: ["phase"]
        case .openWindow(let kind, _): ["window", "open", kind]
        case .closeWindow: ["window", "close"]
        case .focusWindow: ["window", "focus"]
        case .feature(let intent): intent.command.words
        }
    }
}
