import Analytics
import Design
import Models
import Observation
import Services

/// The feature's navigation stack: the signed-in user's summary at the root and the summaries
/// opened by deep links above it. It owns the path; controllers never touch it. Nothing loads and
/// no view is counted until `start()`.
@Observable
@MainActor
final class __NAME__Stack: __NAME__FeatureAPI {
    @ObservationIgnored let root: __NAME__Controller
    private var pushed: [__NAME__Controller] = []
    @ObservationIgnored private var isStarted = false

    @ObservationIgnored private let user: User
    @ObservationIgnored private let service: any ProfileService
    @ObservationIgnored private let analytics: any Analytics
    @ObservationIgnored private let output: @MainActor (__NAME__Output) async -> Void

    init(
        user: User, service: any ProfileService, analytics: any Analytics,
        output: @escaping @MainActor (__NAME__Output) async -> Void
    ) {
        self.user = user
        self.service = service
        self.analytics = analytics
        self.output = output
        root = __NAME__Controller(route: .own, service: service, output: output)
    }

    /// The controller on screen: the last one pushed, else the root.
    var top: __NAME__Controller {
        pushed.last ?? root
    }

    var screen: Screen {
        __NAME__View(controller: top, isPushed: !pushed.isEmpty).screen
    }

    var path: [__NAME__Route] {
        pushed.map(\.route)
    }

    func start() async {
        guard !isStarted else { return }
        isStarted = true
        await appear()
    }

    func show(_ route: __NAME__Route) async {
        let route = normalized(route)
        if route == .own {
            await popToRoot()
        } else if route != top.route {
            pushed.append(controller(for: route))
            await appear()
        }
    }

    func restore(path: [__NAME__Route]) async {
        let wasPushed = !pushed.isEmpty
        pushed = path.map(normalized).filter { $0 != .own }.map(controller(for:))
        if wasPushed || !pushed.isEmpty {
            await appear()
        }
    }

    @discardableResult
    func back() async -> Bool {
        guard !pushed.isEmpty else { return false }
        pushed.removeLast()
        await appear()
        return true
    }

    func refresh() async {
        guard isStarted else { return }
        await top.load()
    }

    func showFullProfile() async {
        let route = top.route
        await analytics.track(.fullProfileRequested(ownProfile: route == .own))
        switch route {
        case .own: await output(.profileRequested(userID: user.id))
        case .user(let id): await output(.profileRequested(userID: id))
        }
    }

    /// `route` with a link to the signed-in user's own ID turned into `.own`.
    private func normalized(_ route: __NAME__Route) -> __NAME__Route {
        route == .user(id: user.id) ? .own : route
    }

    private func controller(for route: __NAME__Route) -> __NAME__Controller {
        __NAME__Controller(route: route, service: service, output: output)
    }

    private func popToRoot() async {
        guard !pushed.isEmpty else { return }
        pushed.removeAll()
        await appear()
    }

    /// The top screen has just become visible: an old message on it is dismissed, the view is
    /// counted, and the screen loads if it has nothing yet.
    private func appear() async {
        guard isStarted else { return }
        top.clearError()
        await analytics.track(.screenViewed(screen.name))
        await top.loadIfNeeded()
    }
}
