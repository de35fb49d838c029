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
        let setPath: @MainActor ([AnyFeatureRoute]) -> Bool
        let pathShowing: @MainActor (AnyFeatureRoute) -> [AnyFeatureRoute]?
    }

    /// `stack`, the content of the feature named `feature`.
    public convenience init<Content: FeatureStack>(feature: String, _ content: Content) {
        let erased = { (route: Content.Route) in AnyFeatureRoute(feature: feature, route) }
        self.init(
            feature: feature, content,
            stack: Stack(
                path: { content.path.map(erased) },
                setPath: { path in
                    let routes = path.compactMap { $0.feature == feature ? $0.base as? Content.Route : nil }
                    guard routes.count == path.count else { return false }
                    content.setPath(routes)
                    return true
                },
                pathShowing: { route in
                    guard route.feature == feature, let own = route.base as? Content.Route else { return nil }
                    return content.path(showing: own).map(erased)
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

    /// The screen on top appeared: loads what it shows unless that has loaded or is loading.
    public func start() async { await startContent() }

    /// Loads what the screen shows again.
    public func refresh() async { await refreshContent() }

    /// Carries out `intent`: true when done, false when not offered, nil when it is another feature's.
    public func perform(_ intent: AnyFeatureIntent) async -> Bool? { await performIntent(intent) }

    /// Sets the path at once, as the stack's `setPath` does; false, changing nothing, when a route
    /// is another feature's or the content, which is no stack, is given a route.
    @discardableResult
    public func setPath(_ path: [AnyFeatureRoute]) -> Bool { stack?.setPath(path) ?? path.isEmpty }

    /// The path a link to `route` leads to; nil for content that is no stack or another feature's route.
    public func path(showing route: AnyFeatureRoute) -> [AnyFeatureRoute]? { stack?.pathShowing(route) }
}
