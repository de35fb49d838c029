import Design
import FeatureKit
import Logging

/// A window of its own for one of a feature's links (a post), with its own navigation stack.
@MainActor
final class FeatureWindow: SignedInWindow {
    let id: WindowID
    private let kind: WindowKind
    private let content: AnyFeatureContent
    private let logger: Logger

    init(id: WindowID, kind: WindowKind, content: AnyFeatureContent, logger: Logger) {
        self.id = id
        self.kind = kind
        self.content = content
        self.logger = logger
    }

    var screen: Screen { content.screen }
    var visibleContent: AnyFeatureContent { content }

    var snapshot: SceneSnapshot.Window {
        SceneSnapshot.Window(
            id: id.rawValue, selectedTab: nil,
            paths: [content.feature: SceneSnapshot.stored(content.path)])
    }

    func start() async {
        await content.start()
    }

    func refresh() async {
        await content.refresh()
    }

    func show(_ route: AnyFeatureRoute) async -> String? {
        guard route.feature == content.feature else { return "a \(kind.host) window shows \(kind.shows) only" }
        await navigate(content, to: route, logger: logger)
        return nil
    }

    func restore(_ window: RestoredWindow) async {
        await content.setPath(window.paths[content.feature] ?? [])
    }
}
