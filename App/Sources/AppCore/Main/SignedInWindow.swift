import Design
import ProfileFeature
import SettingsFeature

/// What the app asks of a window's content while a user is signed in: the main window's tabs or
/// a post window. Intents go to the feature stack the window shows.
@MainActor
protocol SignedInWindow: AnyObject {
    var screen: Screen { get }
    /// The profile stack on screen, if the window shows one.
    var visibleProfile: (any ProfileFeatureAPI)? { get }
    /// The settings stack on screen, if the window shows one.
    var visibleSettings: (any SettingsFeatureAPI)? { get }
    /// What scene storage keeps of the window.
    var snapshot: SceneSnapshot.Window { get }
    func start() async
    /// Pops the stack on screen; false, doing nothing, at its root.
    func back() async -> Bool
    func refresh() async
    /// Shows a deep link's place; nil when done, else why this window can't show it.
    func show(_ link: DeepLink) async -> String?
}
