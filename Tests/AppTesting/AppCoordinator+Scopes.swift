@testable import AppCore

/// What a leak test watches go: each scope of the app, each window, and the feature stacks they
/// show, as plain objects.
extension AppCoordinator {
    public var authScope: AnyObject? {
        if case .signedOut(let scope) = scope { scope } else { nil }
    }

    public var onboardingScope: AnyObject? {
        if case .onboarding(let scope) = scope { scope } else { nil }
    }

    public var signedInScope: AnyObject? { signedIn }

    private var signedIn: SignedInCoordinator? {
        if case .signedIn(let scope) = scope { scope } else { nil }
    }

    public var mainWindow: AnyObject? { signedIn?.main }

    /// The stack of the main window's tab `name`, once made.
    public func tabStack(_ name: String) -> AnyObject? {
        signedIn?.main.madeContent(name)?.base
    }

    /// The window of post `postID`, while it is open.
    public func postWindow(_ postID: String) -> AnyObject? {
        signedIn?.windows[WindowID(kind: "post", item: postID)]
    }

    /// The stack the window of post `postID` shows, while it is open.
    public func postWindowStack(_ postID: String) -> AnyObject? {
        signedIn?.windows[WindowID(kind: "post", item: postID)]?.visibleContent.base
    }

    /// How many windows of their own the signed-in scope holds.
    public var ownWindowCount: Int? { signedIn?.windows.count }
}
