import Design
import Models

/// What the app may ask of one live settings feature (one per window): its screen, its
/// navigation, and the intents its screens offer. Every async method returns once the work it
/// started has finished.
@MainActor
public protocol SettingsFeatureAPI: AnyObject {
    /// The screen on top of the stack: `settings`, or `settings:<section>` when a section is open.
    var screen: Screen { get }

    /// The open section (`[.account]`), or empty at the root: what scene storage keeps.
    var path: [SettingsRoute] { get }

    /// Counts the first screen view and loads the settings; later calls do nothing.
    func start() async

    /// Follows a deep link: the root pops to the list, a section opens it (one level deep).
    func show(_ route: SettingsRoute) async

    /// Rebuilds the stack from a saved path: its top section opens, and `.root` entries are
    /// dropped.
    func restore(path: [SettingsRoute]) async

    /// Pops the open section; false, doing nothing, at the root (where `back` is not offered).
    @discardableResult
    func back() async -> Bool

    /// Reloads the settings (they may have changed elsewhere while the app was away).
    func refresh() async

    /// Changes one setting (`settings set KEY VALUE`): shown at once, saved, and put back with an
    /// error message unless it is saved.
    func change(_ change: SettingsChange) async

    /// Asks the coordinator to sign the user out (`SettingsOutput.signOutRequested`) and returns
    /// once it has.
    func signOut() async
}
