import Design

/// What the app may ask of one live instance of the feature (one per window): its screen, its
/// navigation, and the intents its screens offer. Every async method returns once the work it
/// started has finished; an intent the top screen does not offer does nothing and returns false.
@MainActor
public protocol __NAME__FeatureAPI: AnyObject {
    /// The screen on top of the stack. It is named
    /// `__SLUG__` for the signed-in user's summary, and
    /// `__SLUG__:<userID>` for someone else's.
    var screen: Screen { get }

    /// The routes pushed above the root, bottom first (IDs only): what scene storage keeps.
    var path: [__NAME__Route] { get }

    /// Counts the first screen view and loads the top screen; later calls do nothing.
    func start() async

    /// Follows a deep link: `.own` pops to the root; someone else's summary is pushed, unless it
    /// is already on top.
    func show(_ route: __NAME__Route) async

    /// Rebuilds the stack from a saved path; once started, the new top screen loads.
    func restore(path: [__NAME__Route]) async

    /// Pops the top screen.
    @discardableResult
    func back() async -> Bool

    /// Reloads the top screen (its data may have changed while the app was away).
    func refresh() async

    /// Asks the coordinator to show the full profile of the user on screen
    /// (`__NAME__Output.profileRequested`); the command is
    /// `__SLUG__ full-profile`, offered on every screen.
    func showFullProfile() async
}
