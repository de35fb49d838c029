import Analytics
import Design

/// Something the app did that its host (the shell, a test, a debug overlay) may show or check.
public enum AppEvent: Sendable, Equatable {
    /// The app state changed.
    case transition(from: AppState, to: AppState)
    /// A window shows a new screen, or its screen changed.
    case screen(window: WindowID, screen: Screen)
    /// A transition the table forbids was asked for and refused; the state did not change.
    case rejectedTransition(from: AppState, to: AppState)
    /// A deep link arrived and this is what became of it.
    case deepLink(url: String, outcome: DeepLinkOutcome, reason: String?)
    /// A window's scene phase changed; `app` is the aggregate phase after the change.
    case phase(window: WindowID, phase: ScenePhase, app: ScenePhase)
    /// A window was opened, focused, closed or restored.
    case window(WindowAction, WindowID)
    /// An analytics event was tracked (after personal data was scrubbed).
    case analytics(name: String, properties: [String: AnalyticsValue])
    /// A user-facing error message was shown.
    case error(message: String)
}

/// What became of a deep link.
public enum DeepLinkOutcome: String, Sendable {
    /// Shown at once.
    case handled
    /// Kept until the user is signed in.
    case deferred
    /// A deferred link shown after sign-in.
    case applied
    /// Not understood; nothing changed.
    case rejected
    /// A deferred link thrown away (signed out, replaced by a newer one, or its window is gone).
    case dropped
}

/// What happened to a window.
public enum WindowAction: String, Sendable {
    /// A new window appeared (a post window opened by the user or a link).
    case opened
    /// A window became the one intents go to.
    case focused
    /// A window went away (closed by the user, or with the session that owned it).
    case closed
    /// A window came back from scene storage at launch or sign-in.
    case restored
}
