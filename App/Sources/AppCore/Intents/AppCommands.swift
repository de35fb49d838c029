import Design

/// The commands of the app's own intents (the features declare theirs): signing in, tabs, links,
/// scene phases and windows.
extension Command {
    /// Signing in, on the sign-in screen.
    public static let login = Command("login EMAIL PASSWORD", "sign in", example: "login alice@example.com correct-horse")
    /// Creating an account, on the sign-in screen.
    public static let signup = Command(
        "signup EMAIL PASSWORD NAME", "create an account", example: "signup new@example.com pass1234 \"New User\"")
    /// Switching the main window's tab, while signed in.
    public static let tab = Command("tab profile|settings", "switch tab", example: "tab settings")
    /// Delivering a deep link, in any state (a link that must wait for sign-in waits).
    public static let open = Command(
        "open URL [--window ID]", "deliver a deep link", example: "open app://post/p5 --window main")
    /// Leaving an error state.
    public static let retry = Command("retry", "leave an error state", example: "retry")
    /// Moving a window to a scene phase.
    public static let phase = Command(
        "phase active|inactive|background [--window ID]", "change a window's scene phase",
        example: "phase background --window main")
    /// Opening a post in a window of its own, while signed in.
    public static let windowOpen = Command(
        "window open post ID", "open a post in its own window", example: "window open post p5")
    /// Closing a post window.
    public static let windowClose = Command("window close ID", "close a window", example: "window close post-p5")
    /// Focusing a window.
    public static let windowFocus = Command("window focus ID", "focus a window", example: "window focus main")
}
