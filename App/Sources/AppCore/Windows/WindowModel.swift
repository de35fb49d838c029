import Design
import FeatureKit

/// One window of a signed-in user, as a view binds it: its navigation as one value, read and
/// written at once on the main actor, the content each of its stacks shows, and its scene storage.
/// Every write goes through the app's one place for navigation, which reports the screen.
@MainActor
public final class WindowModel {
    /// The window's name.
    public let id: WindowID
    private weak var scope: SignedInCoordinator?

    init(id: WindowID, scope: SignedInCoordinator) {
        self.id = id
        self.scope = scope
    }

    private var window: (any SignedInWindow)? {
        guard let scope, scope.isActive else { return nil }
        return scope.window(id)
    }

    /// The tabs the window offers, in order; empty in a window of its own, which shows one
    /// feature's stack from its own root and no tab bar.
    public var tabs: [Screen.TabBar.Item] { window?.tabs ?? [] }

    /// The feature a window of its own shows; nil for the main window.
    public var feature: String? {
        guard let window, window.tabs.isEmpty else { return nil }
        return window.stacks.first
    }

    /// The navigation now. Setting it is ``navigate(to:)``: a value the window can't hold leaves
    /// the navigation as it was.
    public var navigation: Navigation {
        get { window?.navigation ?? Navigation() }
        set { navigate(to: newValue) }
    }

    /// Makes `navigation` the window's, as `NavigationStack(path:)` would: what a new screen shows
    /// loads as it appears, and the app reports the screen. Returns why not, changing nothing,
    /// when the window can't hold it.
    @discardableResult
    public func navigate(to navigation: Navigation) -> NavigationRefusal? {
        guard let scope, window != nil else { return .windowClosed }
        return scope.write(navigation, to: id)
    }

    /// The content `feature`'s stack shows in this window, to bind a view to; nil when it holds none.
    public func content(of feature: String) -> AnyFeatureContent? {
        window?.content(of: feature)
    }

    /// The window's scene storage now: its tab and paths, IDs only, for `@SceneStorage` (through
    /// ``SceneSnapshot/data()``); nil once the window is closed.
    public var snapshot: SceneSnapshot? {
        guard let scope, let window else { return nil }
        return SceneSnapshot(userID: scope.user.id, windows: [window.snapshot], focusedWindow: id.rawValue)
    }

    /// Puts the window back as `snapshot` kept it, through the same checks a launch makes: only the
    /// signed-in user's, only this window's, only what still exists; false when nothing was restored.
    public func restore(_ snapshot: SceneSnapshot) async -> Bool {
        guard let scope, window != nil else { return false }
        return await scope.restore(snapshot, into: id)
    }
}
