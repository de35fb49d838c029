import Analytics
import Design

/// Something the app did that its host (the shell, a test, a debug overlay) may show or check.
public enum AppEvent: Sendable, Equatable {
    case transition(from: AppState, to: AppState)
    case screen(window: WindowID, screen: Screen)
    case rejectedTransition(from: AppState, to: AppState)
    /// What became of a link; `url` is its redacted form (``DeepLink/redacted``), never its secrets.
    case deepLink(url: String, outcome: DeepLinkOutcome, reason: String?)
    /// A window's scene phase changed; `app` is the aggregate phase after the change.
    case phase(window: WindowID, phase: ScenePhase, app: ScenePhase)
    case window(WindowAction, WindowID)
    case analytics(name: String, properties: [String: AnalyticsValue])
    case error(message: String)
}

/// What became of a deep link.
public enum DeepLinkOutcome: String, Sendable {
    case handled
    /// Kept until the user is signed in.
    case deferred
    /// A deferred link shown after sign-in.
    case applied
    case rejected
    /// A deferred link thrown away (signed out, replaced by a newer one, or its window is gone).
    case dropped
}

/// What happened to a window.
public enum WindowAction: String, Sendable {
    case opened
    case focused
    case closed
    case restored
}
