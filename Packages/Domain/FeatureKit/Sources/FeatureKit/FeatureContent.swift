import Design

/// What a feature shows in a window: its screen, and the intents that screen offers.
@MainActor
public protocol FeatureContent: AnyObject {
    /// The places the feature's screens show.
    associatedtype Route: FeatureRoute
    /// What a user can ask of the feature.
    associatedtype Intent: FeatureIntent

    /// The screen on top, as it looks now.
    var screen: Screen { get }

    /// The screen on top appeared: loads what it shows unless that has loaded or is loading. The
    /// app calls it when a window first shows the content and after each change of what is on top.
    func start() async

    /// Loads what the screen shows again (the app came back from the background).
    func refresh() async

    /// Carries out `intent` if the screen offers it; false, changing nothing, when it does not.
    func perform(_ intent: Intent) async -> Bool
}

/// Content on a navigation stack: a root screen and a path of routes above it, set as a value.
@MainActor
public protocol FeatureStack: FeatureContent {
    /// The routes above the root, bottom first: exactly the path last set, or pushed by an intent.
    var path: [Route] { get }

    /// Makes `path` the stack's path at once, as `NavigationStack(path:)` would: the common prefix
    /// keeps its screens, new routes get new screens, dropped ones are released. Nothing loads
    /// here: what the new top shows loads when it appears (``FeatureContent/start()``).
    func setPath(_ path: [Route])

    /// The path a link to `route` leads to from here.
    func path(showing route: Route) -> [Route]
}
