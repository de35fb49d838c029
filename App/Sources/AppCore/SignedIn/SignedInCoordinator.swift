import Design
import FeatureKit
import Logging
import Models

@MainActor
/// The signed-in scope: everything that exists only while a user is signed in.
final class SignedInCoordinator {
    private(set) var user: User
    private(set) lazy var main = MainWindow(tabs: tabs, logger: logger)
    private(set) var windows: [WindowID: FeatureWindow] = [:]
    private var restored: (windows: [WindowID], focus: WindowID)?
    private let features: [FeatureRegistration<FeatureServices>]
    private let services: FeatureServices
    private let logger: Logger
    private weak var listener: (any ScopeListener)?

    init(
        user: User, features: [FeatureRegistration<FeatureServices>], services: FeatureServices, logger: Logger,
        listener: any ScopeListener
    ) {
        self.user = user
        self.features = features
        self.services = services
        self.logger = logger
        self.listener = listener
    }

    func window(_ id: WindowID) -> (any SignedInWindow)? {
        id == .main ? main : windows[id]
    }

    func show(_ route: AnyFeatureRoute, in id: WindowID) async -> LinkDelivery {
        guard let window = window(id) else { return .windowGone(id) }
        if let feature = features.first(where: { $0.name == route.feature }),
            feature.windows.contains(where: { $0.host == route.base.link.host }),
            case .gone = await feature.check(route, with: services)
        {
            return .refused("what it names no longer exists")
        }
        if let refusal = await window.show(route) { return .refused(refusal) }
        return .shown
    }

    func start(while isCurrent: () -> Bool) async {
        await main.start()
        for window in windows.values.sorted(by: { $0.id < $1.id }) where isCurrent() {
            await window.start()
        }
    }

    func refresh() async {
        await main.refresh()
        for window in windows.values.sorted(by: { $0.id < $1.id }) {
            await window.refresh()
        }
    }

    func snapshot(focused: WindowID) -> SceneSnapshot {
        let others = windows.keys.sorted().compactMap { windows[$0]?.snapshot }
        return SceneSnapshot(userID: user.id, windows: [main.snapshot] + others, focusedWindow: focused.rawValue)
    }

    func update(_ user: User) {
        self.user = user
    }

    func makeWindow(kind: String, item: String) async -> Result<FeatureWindow, WindowRefusal> {
        guard let feature = features.first(where: { $0.windows.contains { $0.host == kind } }),
            let windowKind = feature.windows.first(where: { $0.host == kind })
        else { return .failure(.noSuchKind) }
        guard let root = feature.route(for: AppLink(host: kind, item: item)) else {
            return .failure(.refused(windowKind.idRule))
        }
        switch await feature.check(root, with: services) {
        case .found: break
        case .gone(let message), .unknown(let message): return .failure(.refused(message))
        }
        return .success(buildWindow(WindowID(kind: kind, item: item), kind: windowKind, feature: feature, root: root))
    }

    func add(_ window: FeatureWindow) {
        windows[window.id] = window
    }

    func removeWindow(_ id: WindowID) {
        windows[id] = nil
    }

    func restore(_ restoration: RestorationValidator.Outcome) async {
        var built: [WindowID] = []
        for window in restoration.windows {
            if window.id == .main {
                await main.restore(window)
            } else if windows[window.id] == nil, let root = window.root {
                guard let feature = features.first(where: { $0.name == root.feature }),
                    let kind = feature.windows.first(where: { $0.host == window.id.kind })
                else { continue }
                let made = buildWindow(window.id, kind: kind, feature: feature, root: root)
                await made.restore(window)
                windows[window.id] = made
                built.append(window.id)
            }
        }
        restored = (built, restoration.focusedWindow)
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
                    feature.make(services, context: context)
                }
            }
        }
    }

    private var context: FeatureContext {
        FeatureContext(user: user) { [weak self] output in await self?.handle(output) }
    }

    private func buildWindow(
        _ id: WindowID, kind: WindowKind, feature: FeatureRegistration<FeatureServices>, root: AnyFeatureRoute
    ) -> FeatureWindow {
        FeatureWindow(id: id, kind: kind, content: feature.make(services, context: context, root: root), logger: logger)
    }

    private func handle(_ output: FeatureOutput) async {
        switch output {
        case .failureShown(let message): listener?.scope(self, showsFailure: message)
        case .openLink(let link): await listener?.open(link, from: self)
        case .userChanged(let user) where user.id == self.user.id:
            self.user = user
            listener?.userChanged(user, in: self)
        case .userChanged, .onboardingStepChanged, .onboardingFinished: break
        }
    }
}

enum WindowRefusal: Error, Equatable {
    case noSuchKind
    case refused(String)
}
