import Design
import FeatureKit
import Logging

/// What a window shows while a user is signed in: the main window's tabs, or a window of its
/// own. Intents go to the feature content on screen.
@MainActor
protocol SignedInWindow: AnyObject {
    var screen: Screen { get }
    /// The feature content on screen.
    var visibleContent: AnyFeatureContent { get }
    /// What scene storage keeps of the window.
    var snapshot: SceneSnapshot.Window { get }
    func start() async
    func refresh() async
    /// Shows a link's place; the reason when this window can't.
    func show(_ route: AnyFeatureRoute) async -> String?
}

extension SignedInWindow {
    /// Pops the stack on screen; false, doing nothing, at its root.
    func back() async -> Bool {
        let content = visibleContent
        guard !content.path.isEmpty else { return false }
        await content.setPath(Array(content.path.dropLast()))
        return true
    }

    /// Sets `content`'s path to show `route`, within `PathBound`; what is dropped is logged.
    func navigate(_ content: AnyFeatureContent, to route: AnyFeatureRoute, logger: Logger) async {
        guard let path = content.path(showing: route) else { return }
        let bounded = PathBound.bounded(path)
        if bounded.dropped > 0 {
            logger.notice("Dropped the \(bounded.dropped) oldest screens: a window keeps at most \(PathBound.maximum)")
        }
        await content.setPath(bounded.path)
    }
}
