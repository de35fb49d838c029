import Design
import FeatureKit
import Models
import Observation

@Observable
@MainActor
/// The settings feature's navigation stack: the list of sections at the root, and a path of
/// screens above it, all showing the settings one controller loads once.
final class SettingsStack: SettingsFeatureAPI {
    typealias Route = SettingsRoute
    typealias Intent = SettingsIntent

    private(set) var path: [SettingsRoute] = []
    @ObservationIgnored let controller: SettingsController
    @ObservationIgnored private let user: User

    init(dependencies: any SettingsFeatureDependencies, context: FeatureContext<SettingsOutput>) {
        controller = SettingsController(
            service: dependencies.settings, analytics: dependencies.analytics, output: context.output)
        user = context.user
    }

    /// The route on screen: the last one on the path, else the list.
    var top: SettingsRoute { path.last ?? .root }

    var screen: Screen {
        guard top == .root else { return SettingsSectionView(section: top, controller: controller, user: user).screen }
        let list = SettingsRootView(controller: controller).screen
        guard !path.isEmpty else { return list }
        return Screen(
            name: list.name, title: list.title, sections: list.sections, actions: list.actions + [.backToList],
            banner: list.banner)
    }

    /// Loads the settings unless they have loaded or are loading: at first, or when a screen
    /// appears after a load failed.
    func start() async {
        guard controller.settings == nil, !controller.loading.isRunning else { return }
        await controller.load()
    }

    func setPath(_ path: [SettingsRoute]) {
        guard path != self.path else { return }
        let leaving = top
        self.path = path
        if top != leaving {
            controller.clearError()
        }
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
}
