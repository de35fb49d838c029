import Design
import FeatureKit
import Logging
import Observation

/// The main window while signed in: a tab per feature that offers one, made the first time it shows.
@Observable
@MainActor
final class MainWindow: SignedInWindow {
    struct Tab {
        let item: Screen.TabBar.Item
        let make: () -> AnyFeatureContent
    }

    private var selected = 0
    @ObservationIgnored private let tabs: [Tab]
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var contents: [Int: AnyFeatureContent] = [:]

    init(tabs: [Tab], logger: Logger) {
        precondition(!tabs.isEmpty, "the main window needs a feature with a tab")
        self.tabs = tabs
        self.logger = logger
    }

    var selectedTab: String { tabs[selected].item.id }

    var screen: Screen {
        visibleContent.screen.with(tabBar: Screen.TabBar(items: tabs.map(\.item), selected: selectedTab))
    }

    var visibleContent: AnyFeatureContent { content(at: selected) }

    func madeContent(_ name: String) -> AnyFeatureContent? {
        index(of: name).flatMap { contents[$0] }
    }

    var snapshot: SceneSnapshot.Window {
        let paths = contents.map { (tabs[$0.key].item.id, SceneSnapshot.stored($0.value.path)) }
        return SceneSnapshot.Window(
            id: WindowID.main.rawValue, selectedTab: selectedTab, paths: Dictionary(uniqueKeysWithValues: paths))
    }

    func start() async {
        await content(at: selected).start()
    }

    @discardableResult
    func select(_ name: String) async -> Bool {
        guard let index = index(of: name) else { return false }
        selected = index
        await content(at: index).start()
        return true
    }

    func refresh() async {
        for index in tabs.indices {
            await contents[index]?.refresh()
        }
    }

    func show(_ route: AnyFeatureRoute) async -> String? {
        guard let index = index(of: route.feature) else { return "the main window has no \(route.feature) tab" }
        await select(route.feature)
        await navigate(content(at: index), to: route, logger: logger)
        return nil
    }

    func restore(_ window: RestoredWindow) async {
        for (name, path) in window.paths where !path.isEmpty {
            guard let index = index(of: name) else { continue }
            await content(at: index).setPath(path)
        }
        if let tab = window.selectedTab, let index = index(of: tab) {
            selected = index
        }
    }

    private func index(of name: String) -> Int? {
        tabs.firstIndex { $0.item.id == name }
    }

    private func content(at index: Int) -> AnyFeatureContent {
        if let made = contents[index] { return made }
        let made = tabs[index].make()
        contents[index] = made
        return made
    }
}
