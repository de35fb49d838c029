import Design
import Observation
import ProfileFeature
import SettingsFeature

/// The main window while signed in: a tab per feature, each feature's own navigation stack. It
/// connects the tabs; it knows none of the features' internals. The settings feature is created
/// the first time its tab is shown.
@Observable
@MainActor
final class MainCoordinator: SignedInWindow {
    private(set) var selectedTab: MainTab = .profile
    @ObservationIgnored private let profile: any ProfileFeatureAPI
    @ObservationIgnored private let makeSettings: () -> any SettingsFeatureAPI
    /// Made once, the first time the tab shows; what it shows is its own to observe.
    @ObservationIgnored private var settings: (any SettingsFeatureAPI)?

    init(profile: any ProfileFeatureAPI, makeSettings: @escaping () -> any SettingsFeatureAPI) {
        self.profile = profile
        self.makeSettings = makeSettings
    }

    var screen: Screen {
        let content = selectedTab == .profile ? profile.screen : settingsFeature().screen
        return content.with(tabBar: Screen.TabBar(items: Self.tabs, selected: selectedTab.rawValue))
    }

    var visibleProfile: (any ProfileFeatureAPI)? { selectedTab == .profile ? profile : nil }
    var visibleSettings: (any SettingsFeatureAPI)? { selectedTab == .settings ? settings : nil }

    var snapshot: SceneSnapshot.Window {
        SceneSnapshot.Window(
            id: WindowID.main.rawValue,
            selectedTab: selectedTab,
            profilePath: profile.path,
            settingsPath: settings?.path ?? []
        )
    }

    func start() async {
        await select(selectedTab)
    }

    /// Shows `tab`, starting its feature the first time.
    func select(_ tab: MainTab) async {
        selectedTab = tab
        switch tab {
        case .profile: await profile.start()
        case .settings: await settingsFeature().start()
        }
    }

    func back() async -> Bool {
        switch selectedTab {
        case .profile: await profile.back()
        case .settings: await settingsFeature().back()
        }
    }

    func refresh() async {
        await profile.refresh()
        await settings?.refresh()
    }

    func show(_ link: DeepLink) async -> String? {
        switch link {
        case .profile(let route):
            await select(.profile)
            await profile.show(route)
        case .settings(let route):
            await select(.settings)
            await settingsFeature().show(route)
        }
        return nil
    }

    /// Puts the window back as it was (the IDs were checked by the restoration).
    func restore(_ window: SceneSnapshot.Window) async {
        await profile.restore(path: window.profilePath)
        if !window.settingsPath.isEmpty {
            await settingsFeature().restore(path: window.settingsPath)
        }
        selectedTab = window.selectedTab ?? .profile
    }

    private func settingsFeature() -> any SettingsFeatureAPI {
        if let settings { return settings }
        let made = makeSettings()
        settings = made
        return made
    }

    private static let tabs = [
        Screen.TabBar.Item(id: MainTab.profile.rawValue, title: "Profile"),
        Screen.TabBar.Item(id: MainTab.settings.rawValue, title: "Settings"),
    ]
}
