import Design

/// What the app may ask of one live settings feature (one per window): its screen, its
/// navigation, and the intents its screens offer. Every async method returns once the work it
/// started has finished.
@MainActor
public protocol SettingsFeatureAPI: AnyObject {
    /// The screen on top of the stack: `settings`, or `settings:<section>` when a section is open.
    var screen: Screen { get }

    /// The open section's ID (`["account"]`), or empty at the root: the IDs scene storage keeps.
    var path: [String] { get }

    /// Loads the settings and counts the first screen view; call once, when the feature appears.
    func start() async

    /// Shows a deep link's place: the root pops to the list, a section opens it (one level deep).
    func show(_ route: SettingsRoute) async

    /// Rebuilds the stack from saved IDs; IDs that name no section are dropped.
    func restore(path: [String]) async

    /// Pops the open section; false (and nothing changes) at the root.
    @discardableResult
    func back() async -> Bool

    /// Reloads the settings (they may have changed elsewhere while the app was away).
    func refresh() async

    /// Changes one setting (`settings set KEY VALUE`): shown at once, saved, and put back with an
    /// error message if saving fails. An unknown key or value shows why and changes nothing.
    func set(key: String, value: String) async

    /// Asks the coordinator to sign the user out (`SettingsOutput.signOutRequested`).
    func signOut() async
}
