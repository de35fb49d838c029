import Design
import FeatureKit
import Logging
import Models

@MainActor
/// The signed-in scope: everything that exists only while a user is signed in, their features
/// built for the session, the windows and the one place their navigation is written.
final class SignedInCoordinator {
    let id: ScopeID
    private(set) var user: User
    let features: [BuiltFeature]
    private(set) lazy var main = MainWindow(tabs: tabs)
    private(set) var windows: [WindowID: FeatureWindow] = [:]
    /// False once the session has ended: work that finishes later leaves the app alone.
    private(set) var isActive = true
    private(set) lazy var navigator = Navigator { [weak self] in self?.navigated() }
    private let stoppedLoads = StoppedLoads()
    private var restored: (windows: [WindowID], focus: WindowID)?
    private let logger: Logger
    private weak var listener: (any ScopeListener)?

    init(id: ScopeID, user: User, features: [BuiltFeature], logger: Logger, listener: any ScopeListener) {
        self.id = id
        self.user = user
        self.features = features
        self.logger = logger
        self.listener = listener
    }

    /// The session ended (logout, expiry): nothing this scope started changes the app any more.
    func end() {
        isActive = false
    }

    func window(_ id: WindowID) -> (any SignedInWindow)? {
        id == .main ? main : windows[id]
    }

    /// What window `id` shows, saying so when a signal stopped its load.
    func screen(of id: WindowID) -> Screen? {
        window(id).map { stoppedLoads.screen($0.screen, of: id) }
    }

    /// The work of an intent was cancelled: every window still loading shows its load stopped.
    func noteCancelled() {
        let all: [any SignedInWindow] = [main] + windows.keys.sorted().compactMap { windows[$0] }
        stoppedLoads.noteCancelled(all.map { (id: $0.id, screen: $0.screen) })
    }

    /// Loads again what window `id` shows, when a signal stopped its load; false when none did.
    func loadAgain(in id: WindowID) async -> Bool {
        guard stoppedLoads.remove(id), let window = window(id) else { return false }
        await window.visibleContent.refresh()
        return true
    }

    /// Writes `navigation` to window `id` through the navigator.
    func write(_ navigation: Navigation, to id: WindowID) -> NavigationRefusal? {
        guard let window = window(id) else { return .windowClosed }
        return navigator.write(navigation, to: window)
    }

    /// Shows a link's `route` in window `id`, once what it names is known to exist, and waits for it to load.
    func show(_ route: AnyFeatureRoute, in id: WindowID) async -> LinkDelivery {
        guard let window = window(id) else { return .windowGone(id) }
        if let feature = feature(named: route.feature), feature.windows.contains(where: { $0.host == route.base.link.host }),
            case .gone = await feature.check(route)
        {
            return .refused("what it names no longer exists")
        }
        guard let navigation = window.navigation(showing: route, logger: logger) else {
            return .refused(window.refusalToShow(route))
        }
        if let refusal = navigator.write(navigation, to: window) { return .refused(refusal.description) }
        await navigator.settle()
        return .shown
    }

    /// Pops the top of what window `id` shows; false at its root.
    func back(in id: WindowID) async -> Bool {
        guard let window = window(id), let navigation = window.navigationBack,
            navigator.write(navigation, to: window) == nil
        else { return false }
        await navigator.settle()
        return true
    }

    /// Shows the main window's tab `name`; false when it has none.
    func select(_ name: String) async -> Bool {
        var navigation = main.navigation
        navigation.selectedTab = name
        guard navigator.write(navigation, to: main) == nil else { return false }
        await navigator.settle()
        return true
    }

    func start(while isCurrent: () -> Bool) async {
        navigator.show(main)
        await navigator.settle()
        for window in windows.values.sorted(by: { $0.id < $1.id }) where isCurrent() {
            navigator.show(window)
            await navigator.settle()
        }
    }

    func refresh() async {
        await main.visibleContent.refresh()
        for window in windows.values.sorted(by: { $0.id < $1.id }) {
            await window.visibleContent.refresh()
        }
    }

    /// Saves every window's navigation in `scenes`, with `focused` as the focused window.
    func save(to scenes: SceneStore, focused: WindowID) {
        scenes.save(snapshot(focused: focused))
    }

    func snapshot(focused: WindowID) -> SceneSnapshot {
        let others = windows.keys.sorted().compactMap { windows[$0]?.snapshot }
        return SceneSnapshot(userID: user.id, windows: [main.snapshot] + others, focusedWindow: focused.rawValue)
    }

    func makeWindow(kind: String, item: String) async -> Result<FeatureWindow, WindowRefusal> {
        guard let feature = features.first(where: { $0.windows.contains { $0.host == kind } }),
            let windowKind = feature.windows.first(where: { $0.host == kind })
        else { return .failure(.noSuchKind) }
        guard let root = feature.route(for: AppLink(host: kind, item: item)) else {
            return .failure(.refused(windowKind.idRule))
        }
        switch await feature.check(root) {
        case .found: break
        case .gone(let message), .unknown(let message): return .failure(.refused(message))
        }
        return .success(buildWindow(WindowID(kind: kind, item: item), kind: windowKind, feature: feature, root: root))
    }

    /// Holds `window`, made by `makeWindow`, among the windows of its own.
    func add(_ window: FeatureWindow) {
        windows[window.id] = window
    }

    /// Shows `window` and waits for what it shows to load.
    func show(_ window: FeatureWindow) async {
        navigator.show(window)
        await navigator.settle()
    }

    func removeWindow(_ id: WindowID) {
        windows[id] = nil
        _ = stoppedLoads.remove(id)
    }

    /// Puts back what `restoration` kept: the main window's navigation, and the windows of their own.
    func restore(_ restoration: RestorationValidator.Outcome) {
        var built: [WindowID] = []
        for restored in restoration.windows {
            if restored.id == .main {
                navigator.write(restored.navigation(for: main), to: main)
            } else if windows[restored.id] == nil, let root = restored.root {
                guard let feature = feature(named: root.feature),
                    let kind = feature.windows.first(where: { $0.host == restored.id.kind })
                else { continue }
                let made = buildWindow(restored.id, kind: kind, feature: feature, root: root)
                navigator.write(restored.navigation(for: made), to: made)
                windows[restored.id] = made
                built.append(restored.id)
            }
        }
        restored = (built, restoration.focusedWindow)
    }

    /// Puts window `id` back as `snapshot` (a window's own scene storage) kept it, checked as a
    /// launch checks the file: only this user's, only this window's, only what still exists.
    func restore(_ snapshot: SceneSnapshot, into id: WindowID) async -> Bool {
        guard snapshot.userID == user.id, let kept = snapshot.windows.first(where: { $0.id == id.rawValue })
        else { return false }
        let one = SceneSnapshot(userID: user.id, windows: [kept], focusedWindow: kept.id)
        let outcome = await RestorationValidator(features: features).validated(one)
        guard isActive, let restored = outcome.windows.first, let window = window(id),
            navigator.write(restored.navigation(for: window), to: window) == nil
        else { return false }
        await navigator.settle()
        return true
    }

    func openRestoredWindows(in registry: WindowRegistry, report: @MainActor (AppEvent) -> Void) {
        guard let restored else { return }
        self.restored = nil
        for id in restored.windows where registry.open(id) {
            report(.window(.restored, id))
        }
        registry.focus(restored.focus)
    }

    private var tabs: [MainWindow.Tab] {
        features.compactMap { feature in
            feature.tab.map { title in
                MainWindow.Tab(item: Screen.TabBar.Item(id: feature.name, title: title)) { [unowned self] in
                    feature.make(context: context)
                }
            }
        }
    }

    private var context: FeatureContext<FeatureOutput> {
        FeatureContext(user: user) { [weak self] output in await self?.handle(output) }
    }

    private func feature(named name: String) -> BuiltFeature? {
        features.first { $0.name == name }
    }

    private func buildWindow(_ id: WindowID, kind: WindowKind, feature: BuiltFeature, root: AnyFeatureRoute)
        -> FeatureWindow
    {
        FeatureWindow(id: id, kind: kind, content: feature.make(context: context, root: root))
    }

    private func navigated() {
        listener?.scopeNavigated(id)
    }

    private func handle(_ output: FeatureOutput) async {
        switch output {
        case .failureShown(let message): await listener?.scope(id, reports: .failureShown(message))
        case .openLink(let link): await listener?.scope(id, reports: .opens(link))
        case .userChanged(let user) where user.id == self.user.id:
            self.user = user
            await listener?.scope(id, reports: .stateChanged(.authenticated(user)))
        case .userChanged, .flowMoved, .flowFinished: break
        }
    }
}

enum WindowRefusal: Error, Equatable {
    case noSuchKind
    case refused(String)
}
