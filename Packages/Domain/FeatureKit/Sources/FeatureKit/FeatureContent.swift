import Design

/// What a feature shows in a window: its screen, and the intents that screen offers. Every async
/// method returns once the work it started has finished.
@MainActor
public protocol FeatureContent: AnyObject {
    /// The places the feature's screens show.
    associatedtype Route: FeatureRoute
    /// What a user can ask of the feature.
    associatedtype Intent: FeatureIntent

    /// The screen on top, as it looks now.
    var screen: Screen { get }

    /// Shows the screen and loads it; later calls do nothing. Nothing loads before.
    func start() async

    /// Loads what the screen shows again (the app came back from the background).
    func refresh() async

    /// Carries out `intent` if the screen offers it; false, changing nothing, when it does not.
    func perform(_ intent: Intent) async -> Bool
}

/// Content on a navigation stack: a root screen and a path of routes above it, set as a value the
/// way `NavigationStack(path:)` binds one.
@MainActor
public protocol FeatureStack: FeatureContent {
    /// The routes above the root, bottom first: what scene storage keeps.
    var path: [Route] { get }

    /// Makes `path` the stack's path: the screens of the common prefix stay as they are, new
    /// routes get new screens, and dropped ones are released. Once started, a new top loads.
    func setPath(_ path: [Route]) async

    /// The path a link to `route` leads to from here: the root's route pops to the root, the top's
    /// stays, any other is pushed.
    func path(showing route: Route) -> [Route]
}
