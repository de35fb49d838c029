import Design
import FeatureKit
import Logging

@MainActor
/// What a window shows while a user is signed in: the main window's tabs, or a window of its own.
protocol SignedInWindow: AnyObject {
    var id: WindowID { get }
    var screen: Screen { get }
    /// The content on screen: the selected tab's stack, or the window's own.
    var visibleContent: AnyFeatureContent { get }
    /// The window's navigation now, read from its stacks.
    var navigation: Navigation { get }
    /// The tabs the window offers, in order; empty in a window of its own.
    var tabs: [Screen.TabBar.Item] { get }
    /// The features whose stacks the window holds.
    var stacks: [String] { get }
    /// Whether the window has been shown, so that what it brings on screen loads as it appears.
    var isShown: Bool { get set }
    /// Makes `navigation` the window's, at once, or says why the window can't hold it (and keeps its own).
    func apply(_ navigation: Navigation) -> NavigationRefusal?
    /// The content of `feature`'s stack, made if it was not; nil when the window holds none.
    func content(of feature: String) -> AnyFeatureContent?
    /// Why a link to `route` can't be shown here, for a window that holds no stack of its feature.
    func refusalToShow(_ route: AnyFeatureRoute) -> String
}

extension SignedInWindow {
    var snapshot: SceneSnapshot.Window {
        let navigation = navigation
        let paths = navigation.features.map { ($0, SceneSnapshot.stored(navigation[path: $0])) }
        return SceneSnapshot.Window(
            id: id.rawValue, selectedTab: navigation.selectedTab, paths: Dictionary(uniqueKeysWithValues: paths))
    }

    /// Whether `navigation` fits the window: its tab, its stacks, each path of its own feature's
    /// routes and within the bound.
    func refusal(of navigation: Navigation) -> NavigationRefusal? {
        if let tab = navigation.selectedTab, !tabs.contains(where: { $0.id == tab }) { return .noSuchTab(tab) }
        if navigation.selectedTab == nil, !tabs.isEmpty { return .noSuchTab(nil) }
        for feature in navigation.features {
            guard stacks.contains(feature) else { return .noSuchStack(feature) }
            let path = navigation[path: feature]
            if let foreign = path.first(where: { $0.feature != feature }) {
                return .foreignRoute(stack: feature, route: foreign)
            }
            if path.count > PathBound.maximum { return .tooLong(stack: feature, count: path.count) }
        }
        return nil
    }

    /// The navigation a link to `route` leads to: its stack's tab, and the path the stack says,
    /// the oldest screens past the bound dropped (logged).
    func navigation(showing route: AnyFeatureRoute, logger: Logger) -> Navigation? {
        guard let content = content(of: route.feature), let path = content.path(showing: route) else { return nil }
        let bounded = PathBound.bounded(path)
        if bounded.dropped > 0 {
            logger.notice("Dropped the \(bounded.dropped) oldest screens: a window keeps at most \(PathBound.maximum)")
        }
        var navigation = navigation
        if !tabs.isEmpty {
            navigation.selectedTab = route.feature
        }
        navigation[path: route.feature] = bounded.path
        return navigation
    }

    /// The navigation after `back`: the visible stack's top popped; nil at its root.
    var navigationBack: Navigation? {
        let content = visibleContent
        guard !content.path.isEmpty else { return nil }
        var navigation = navigation
        navigation[path: content.feature] = Array(content.path.dropLast())
        return navigation
    }
}
