import Design
import FeatureKit
import Observation

/// The main window while signed in: a tab per feature that offers one, its stack made the first
/// time it shows or is given a path.
@Observable
@MainActor
final class MainWindow: SignedInWindow {
    struct Tab {
        let item: Screen.TabBar.Item
        let make: () -> AnyFeatureContent
    }

    let id = WindowID.main
    private var selected = 0
    @ObservationIgnored var isShown = false
    @ObservationIgnored private let tabItems: [Tab]
    @ObservationIgnored private var contents: [Int: AnyFeatureContent] = [:]

    init(tabs: [Tab]) {
        precondition(!tabs.isEmpty, "the main window needs a feature with a tab")
        tabItems = tabs
    }

    var selectedTab: String { tabItems[selected].item.id }

    var tabs: [Screen.TabBar.Item] { tabItems.map(\.item) }

    var stacks: [String] { tabs.map(\.id) }

    var screen: Screen {
        visibleContent.screen.with(tabBar: Screen.TabBar(items: tabs, selected: selectedTab))
    }

    var visibleContent: AnyFeatureContent { content(at: selected) }

    var navigation: Navigation {
        var navigation = Navigation(selectedTab: selectedTab)
        for (index, content) in contents {
            navigation[path: tabItems[index].item.id] = content.path
        }
        return navigation
    }

    func madeContent(_ name: String) -> AnyFeatureContent? {
        index(of: name).flatMap { contents[$0] }
    }

    func content(of feature: String) -> AnyFeatureContent? {
        index(of: feature).map(content(at:))
    }

    func refusalToShow(_ route: AnyFeatureRoute) -> String {
        "the main window has no \(route.feature) tab"
    }

    func apply(_ navigation: Navigation) -> NavigationRefusal? {
        if let refusal = refusal(of: navigation) { return refusal }
        for (index, tab) in tabItems.enumerated() {
            let path = navigation[path: tab.item.id]
            guard contents[index] != nil || !path.isEmpty else { continue }
            content(at: index).setPath(path)
        }
        if let tab = navigation.selectedTab, let index = index(of: tab) {
            selected = index
        }
        return nil
    }

    private func index(of name: String) -> Int? {
        tabItems.firstIndex { $0.item.id == name }
    }

    private func content(at index: Int) -> AnyFeatureContent {
        if let made = contents[index] { return made }
        let made = tabItems[index].make()
        contents[index] = made
        return made
    }
}
