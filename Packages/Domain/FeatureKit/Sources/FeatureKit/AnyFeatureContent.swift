import Design

/// A feature's content as the app holds it, whatever its routes and intents.
@MainActor
public final class AnyFeatureContent {
    /// The name of the feature it belongs to.
    public let feature: String
    /// The feature's own content, for tests that watch it go.
    public let base: AnyObject
    private let currentScreen: @MainActor () -> Screen
    private let startContent: @MainActor () async -> Void
    private let refreshContent: @MainActor () async -> Void
    private let performIntent: @MainActor (AnyFeatureIntent) async -> Bool?
    private let stack: Stack?

    private struct Stack {
        let path: @MainActor () -> [AnyFeatureRoute]
        let setPath: @MainActor ([AnyFeatureRoute]) async -> Void
        let pathShowing: @MainActor (AnyFeatureRoute) -> [AnyFeatureRoute]?
    }

    /// `stack`, the content of the feature named `feature`.
    public convenience init<Content: FeatureStack>(feature: String, _ content: Content) {
        let erased = { (route: Content.Route) in AnyFeatureRoute(feature: feature, route) }
        let routes = { (path: [AnyFeatureRoute]) in path.compactMap { $0.base as? Content.Route } }
        self.init(
            feature: feature, content,
            stack: Stack(
                path: { content.path.map(erased) },
                setPath: { await content.setPath(routes($0)) },
                pathShowing: { route in
                    (route.base as? Content.Route).map { content.path(showing: $0).map(erased) }
                }))
    }

    /// `content`, the content of the feature named `feature`, which has no path.
    public convenience init<Content: FeatureContent>(feature: String, _ content: Content) {
        self.init(feature: feature, content, stack: nil)
    }

    private init<Content: FeatureContent>(feature: String, _ content: Content, stack: Stack?) {
        self.feature = feature
        base = content
        currentScreen = { content.screen }
        startContent = { await content.start() }
        refreshContent = { await content.refresh() }
        performIntent = { intent in
            guard let own = intent.base as? Content.Intent else { return nil }
            return await content.perform(own)
        }
        self.stack = stack
    }

    /// The screen on top, as it looks now.
    public var screen: Screen { currentScreen() }

    /// The routes above the root, bottom first; empty for content that is no stack.
    public var path: [AnyFeatureRoute] { stack?.path() ?? [] }

    /// Shows the content and loads it; later calls do nothing.
    public func start() async { await startContent() }

    /// Loads what the screen shows again.
    public func refresh() async { await refreshContent() }

    /// Carries out `intent`: true when done, false when not offered, nil when it is another feature's.
    public func perform(_ intent: AnyFeatureIntent) async -> Bool? { await performIntent(intent) }

    /// Sets the path, as the stack's `setPath` does; routes of other features are left out.
    public func setPath(_ path: [AnyFeatureRoute]) async { await stack?.setPath(path) }

    /// The path a link to `route` leads to.
    public func path(showing route: AnyFeatureRoute) -> [AnyFeatureRoute]? { stack?.pathShowing(route) }
}
