import Models
import Observation

/// Everything that exists only while a user is signed in: the main window's tabs and the post
/// windows, with their features and tasks. Dropping it ends them all at once (logout, expiry).
@Observable
@MainActor
final class SignedInScope {
    @ObservationIgnored private(set) var user: User
    @ObservationIgnored let main: MainCoordinator
    private(set) var postWindows: [WindowID: PostWindowCoordinator] = [:]
    /// Post windows restoration built, and the window that had focus, until the app opens them.
    @ObservationIgnored private var restored: (windows: [WindowID], focus: WindowID)?

    init(user: User, main: MainCoordinator) {
        self.user = user
        self.main = main
    }

    /// The content of window `id`, if it is one of this scope's windows.
    func window(_ id: WindowID) -> (any SignedInWindow)? {
        id == .main ? main : postWindows[id]
    }

    func add(_ window: PostWindowCoordinator) {
        postWindows[window.id] = window
    }

    func keepRestored(_ windows: [WindowID], focus: WindowID) {
        restored = (windows, focus)
    }

    /// The restored windows not yet opened, once.
    func takeRestored() -> (windows: [WindowID], focus: WindowID)? {
        defer { restored = nil }
        return restored
    }

    func removeWindow(_ id: WindowID) {
        postWindows[id] = nil
    }

    /// Records a profile edit (same user, new name).
    func update(_ user: User) {
        self.user = user
    }

    /// What scene storage keeps: every window's IDs, and which has focus.
    func snapshot(focused: WindowID) -> SceneSnapshot {
        let posts = postWindows.keys.sorted().compactMap { postWindows[$0]?.snapshot }
        return SceneSnapshot(userID: user.id, windows: [main.snapshot] + posts, focusedWindow: focused.rawValue)
    }
}
