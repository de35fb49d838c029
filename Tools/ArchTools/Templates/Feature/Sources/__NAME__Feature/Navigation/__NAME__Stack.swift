import Design
import FeatureKit
import Models
import Observation

/// The feature's navigation stack: a root screen (the list) and a path of screens above it, set
/// as a value and kept as written. Nothing loads until a screen appears (`start()`).
@Observable
@MainActor
final class __NAME__Stack: __NAME__FeatureAPI {
    typealias Route = __NAME__Route
    typealias Intent = __NAME__Intent

    @ObservationIgnored let root: __NAME__Entry
    private(set) var pushed = StackPath<__NAME__Route, __NAME__Entry>()
    @ObservationIgnored private var isStarted = false
    @ObservationIgnored private let dependencies: any __NAME__FeatureDependencies
    @ObservationIgnored private let context: FeatureContext<__NAME__Output>

    init(
        root: __NAME__Route, dependencies: any __NAME__FeatureDependencies,
        context: FeatureContext<__NAME__Output>
    ) {
        self.dependencies = dependencies
        self.context = context
        self.root = __NAME__Entry(
            route: root, dependencies: dependencies, output: context.output)
    }

    /// The screen on top: the last one pushed, else the root.
    var top: __NAME__Entry { pushed.top ?? root }

    var screen: Screen { top.screen(isPushed: pushed.top != nil) }

    var path: [__NAME__Route] { pushed.routes }

    func start() async {
        isStarted = true
        await top.loadIfNeeded()
    }

    func setPath(_ path: [__NAME__Route]) {
        let leaving = top
        guard pushed.set(path, make: entry(for:)) else { return }
        leaving.loading.clearError()
    }

    func path(showing route: __NAME__Route) -> [__NAME__Route] {
        if route == root.route { return [] }
        return route == top.route ? path : path + [route]
    }

    func refresh() async {
        guard isStarted else { return }
        await top.reload()
    }

    func perform(_ intent: __NAME__Intent) async -> Bool {
        switch intent {
        case .openItem(let id):
            guard case .list(let list) = top.controller else { return false }
            await list.open(id: id)
            guard case .item(let id)? = list.destination else { return true }
            list.clearDestination()
            await dependencies.analytics.track(.itemOpened)
            setPath(path + [.item(id: id)])
            await top.loadIfNeeded()
        case .showProfile:
            await dependencies.analytics.track(.profileRequested)
            await context.output(.profileRequested)
        }
        return true
    }

    private func entry(for route: __NAME__Route) -> __NAME__Entry {
        __NAME__Entry(route: route, dependencies: dependencies, output: context.output)
    }
}
