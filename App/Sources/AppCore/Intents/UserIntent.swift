import FeatureKit

/// Everything a user can ask of the app: the app's own intents, and one case carrying a feature's intent.
public enum UserIntent: Sendable, Equatable {
    case login(email: String, password: String)
    case signup(email: String, password: String, name: String)
    case logout
    case retry
    case selectTab(String)
    case back
    case open(String, window: WindowID?)
    /// Move a window (the focused one when `window` is nil) to a scene phase.
    case phase(ScenePhase, window: WindowID?)
    case openWindow(kind: String, item: String)
    /// Close a window (the main window can't be closed).
    case closeWindow(WindowID)
    case focusWindow(WindowID)
    case feature(AnyFeatureIntent)
}

/// Whether the app acted on an intent.
public enum IntentResult: Sendable, Equatable {
    case done
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
