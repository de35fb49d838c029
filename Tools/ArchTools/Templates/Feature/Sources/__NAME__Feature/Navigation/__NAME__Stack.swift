import Design
import FeatureKit
import Models
import Observation

/// The feature's navigation stack: the signed-in user's summary at the root and a path of
/// others' summaries above it, set as a value. Nothing loads until `start()`.
@Observable
@MainActor
final class __NAME__Stack: __NAME__FeatureAPI {
    typealias Route = __NAME__Route
    typealias Intent = __NAME__Intent

    @ObservationIgnored let root: __NAME__Controller
    private(set) var pushed = StackPath<__NAME__Route, __NAME__Controller>()
    @ObservationIgnored private var isStarted = false
    @ObservationIgnored private let dependencies: any __NAME__FeatureDependencies
    @ObservationIgnored private let context: FeatureContext

    init(dependencies: any __NAME__FeatureDependencies, context: FeatureContext) {
        self.dependencies = dependencies
        self.context = context
        root = __NAME__Controller(
            userID: context.user.id, isOwn: true, service: dependencies.profiles, output: context.output)
    }

    /// The controller on screen: the last one pushed, else the root.
    var top: __NAME__Controller { pushed.top ?? root }

    var screen: Screen {
        __NAME__View(controller: top, isPushed: pushed.top != nil).screen
    }

    var path: [__NAME__Route] { pushed.routes }

    func start() async {
        guard !isStarted else { return }
        isStarted = true
        await top.loadIfNeeded()
    }

    func setPath(_ path: [__NAME__Route]) async {
        let leaving = top
        let routes = path.map(normalized).filter { $0 != .own }
        guard pushed.set(routes, make: controller(for:)) else { return }
        leaving.clearError()
        guard isStarted else { return }
        await top.loadIfNeeded()
    }

    func path(showing route: __NAME__Route) -> [__NAME__Route] {
        let route = normalized(route)
        if route == .own { return [] }
        return route == top.route ? path : path + [route]
    }

    func refresh() async {
        guard isStarted else { return }
        await top.load()
    }

    func perform(_ intent: __NAME__Intent) async -> Bool {
        switch intent {
        case .showFullProfile:
            let shown = top
            await dependencies.analytics.track(.fullProfileRequested(ownProfile: shown.isOwn))
            await context.output(.openLink(AppLink(host: "profile", item: shown.userID.rawValue)))
        }
        return true
    }

    /// `route` with a link to the signed-in user's own ID turned into `.own`.
    private func normalized(_ route: __NAME__Route) -> __NAME__Route {
        route == .user(id: context.user.id) ? .own : route
    }

    private func controller(for route: __NAME__Route) -> __NAME__Controller {
        let userID: ID<User>
        switch route {
        case .own: userID = context.user.id
        case .user(let id): userID = id
        }
        return __NAME__Controller(
            userID: userID, isOwn: route == .own, service: dependencies.profiles, output: context.output)
    }
}
