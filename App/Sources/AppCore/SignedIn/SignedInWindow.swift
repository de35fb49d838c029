import Design
import FeatureKit
import Logging

@MainActor
/// What a window shows while a user is signed in: the main window's tabs, or a window of its own.
protocol SignedInWindow: AnyObject {
    var screen: Screen { get }
    var visibleContent: AnyFeatureContent { get }
    var snapshot: SceneSnapshot.Window { get }
    func start() async
    func refresh() async
    func show(_ route: AnyFeatureRoute) async -> String?
}

extension SignedInWindow {
    func back() async -> Bool {
        let content = visibleContent
        guard !content.path.isEmpty else { return false }
        await content.setPath(Array(content.path.dropLast()))
        return true
    }

    func navigate(_ content: AnyFeatureContent, to route: AnyFeatureRoute, logger: Logger) async {
        guard let path = content.path(showing: route) else { return }
        let bounded = PathBound.bounded(path)
        if bounded.dropped > 0 {
            logger.notice("Dropped the \(bounded.dropped) oldest screens: a window keeps at most \(PathBound.maximum)")
        }
        await content.setPath(bounded.path)
    }
}
