import Design
import ProfileFeature
import SettingsFeature

/// A window showing one post, with its own navigation stack (a profile feature rooted at the
/// post), sharing the app's services and session.
@MainActor
final class PostWindowCoordinator: SignedInWindow {
    let id: WindowID
    private let feature: any ProfileFeatureAPI

    init(id: WindowID, feature: any ProfileFeatureAPI) {
        self.id = id
        self.feature = feature
    }

    var screen: Screen { feature.screen }
    var visibleProfile: (any ProfileFeatureAPI)? { feature }
    var visibleSettings: (any SettingsFeatureAPI)? { nil }

    var snapshot: SceneSnapshot.Window {
        SceneSnapshot.Window(
            id: id.rawValue, selectedTab: nil,
            profilePath: feature.path, settingsPath: [])
    }

    func start() async {
        await feature.start()
    }

    func back() async -> Bool {
        await feature.back()
    }

    func refresh() async {
        await feature.refresh()
    }

    func show(_ link: DeepLink) async -> String? {
        guard case .profile(let route) = link else { return "a post window shows posts and profiles only" }
        await feature.show(route)
        return nil
    }

    func restore(_ window: SceneSnapshot.Window) async {
        await feature.restore(path: window.profilePath)
    }
}
