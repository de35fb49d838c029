import Design
import FeatureKit

/// Everything a user can ask of the app: the app's own intents, and one case carrying a feature's intent.
public enum UserIntent: Sendable, Equatable {
    case login(email: String, password: String)
    case signup(email: String, password: String, name: String)
    case logout
    case retry
    case selectTab(String)
    case back
    case open(DeepLink, window: WindowID?)
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
    /// The name of the command that asks for the intent (`window open post`), which names its span;
    /// `AppCommands` declares each, and a test holds every command's parse to the same name.
    var name: String {
        switch self {
        case .login: Command.login.name
        case .signup: Command.signup.name
        case .logout: Command.logout.name
        case .retry: Command.retry.name
        case .selectTab: AppCommands.tab
        case .back: Command.back.name
        case .open: AppCommands.open
        case .phase: Command.phase.name
        case .openWindow(let kind, _): AppCommands.windowOpen(kind)
        case .closeWindow: AppCommands.windowClose
        case .focusWindow: Command.windowFocus.name
        case .feature(let intent): intent.command.name
        }
    }
}
