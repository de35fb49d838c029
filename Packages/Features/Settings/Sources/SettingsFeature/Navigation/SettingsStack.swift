import Design
import FeatureKit
import Models
import Observation

@Observable
@MainActor
/// The settings feature's navigation stack: the list of sections, and at most one open section above it.
final class SettingsStack: SettingsFeatureAPI {
    typealias Route = SettingsRoute
    typealias Intent = SettingsIntent

    private(set) var route: SettingsRoute = .root
    @ObservationIgnored private var isStarted = false
    @ObservationIgnored let controller: SettingsController
    @ObservationIgnored private let user: User

    init(dependencies: any SettingsFeatureDependencies, context: FeatureContext) {
        controller = SettingsController(
            service: dependencies.settings, analytics: dependencies.analytics, output: context.output)
        user = context.user
    }

    var screen: Screen {
        guard route != .root else { return SettingsRootView(controller: controller).screen }
        return SettingsSectionView(section: route, controller: controller, user: user).screen
    }

    var path: [SettingsRoute] {
        route == .root ? [] : [route]
    }

    func start() async {
        guard !isStarted else { return }
        isStarted = true
        await controller.load()
    }

    func setPath(_ path: [SettingsRoute]) async {
        await open(path.last { $0 != .root } ?? .root)
    }

    func path(showing route: SettingsRoute) -> [SettingsRoute] {
        route == .root ? [] : [route]
    }

    func refresh() async {
        await controller.load()
    }

    func perform(_ intent: SettingsIntent) async -> Bool {
        switch intent {
        case .change(let change): await controller.save(change)
        }
        return true
    }

    /// Makes `route` the top of the stack; once started, loads the settings if an earlier load failed.
    private func open(_ route: SettingsRoute) async {
        guard route != self.route else { return }
        self.route = route
        controller.clearError()
        guard isStarted, controller.settings == nil, !controller.loading.isRunning else { return }
        await controller.load()
    }
}
