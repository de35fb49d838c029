import Analytics
import Design
import Models
import Observation

/// The settings feature's navigation stack: the list of sections at the root and at most one open
/// section above it. Every screen shows the one controller's settings, so a change made on a
/// section shows on the list too.
@Observable
@MainActor
final class SettingsStack: SettingsFeatureAPI {
    /// Where the stack is: the list (`.root`) or the open section.
    private(set) var route: SettingsRoute = .root
    @ObservationIgnored private var isStarted = false

    @ObservationIgnored let controller: SettingsController
    @ObservationIgnored private let user: User
    @ObservationIgnored private let analytics: any Analytics
    @ObservationIgnored private let output: @MainActor (SettingsOutput) async -> Void

    init(
        controller: SettingsController, user: User, analytics: any Analytics,
        output: @escaping @MainActor (SettingsOutput) async -> Void
    ) {
        self.controller = controller
        self.user = user
        self.analytics = analytics
        self.output = output
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
        await analytics.track(.screenViewed(route.screenName))
        await controller.load()
    }

    func show(_ route: SettingsRoute) async {
        await open(route)
    }

    func restore(path: [SettingsRoute]) async {
        await open(path.last { $0 != .root } ?? .root)
    }

    @discardableResult
    func back() async -> Bool {
        guard route != .root else { return false }
        await open(.root)
        return true
    }

    func refresh() async {
        await controller.load()
    }

    func change(_ change: SettingsChange) async {
        await controller.save(change)
    }

    func signOut() async {
        await analytics.track(.signOutRequested)
        await output(.signOutRequested)
    }

    /// Makes `route` the top of the stack. Once started, it counts the view and loads the settings
    /// if an earlier load failed. A message about the screen left behind does not follow the user.
    private func open(_ route: SettingsRoute) async {
        guard route != self.route else { return }
        self.route = route
        controller.clearError()
        guard isStarted else { return }
        await analytics.track(.screenViewed(route.screenName))
        if controller.settings == nil, !controller.loading.isRunning {
            await controller.load()
        }
    }
}
