import Design
import FeatureKit
import Observation

@Observable
@MainActor
/// The headless navigation stack of one profile feature: a root screen and a path of screens above it.
final class ProfileStack: ProfileFeatureAPI {
    typealias Route = ProfileRoute
    typealias Intent = ProfileIntent

    @ObservationIgnored private let root: StackEntry
    private(set) var pushed = StackPath<ProfileRoute, StackEntry>()
    @ObservationIgnored private var isStarted = false
    @ObservationIgnored private let dependencies: ProfileDependencies

    init(root: ProfileRoute, dependencies: any ProfileFeatureDependencies, context: FeatureContext<ProfileOutput>) {
        let dependencies = ProfileDependencies(dependencies, context: context)
        self.dependencies = dependencies
        self.root = StackEntry(route: dependencies.normalized(root), dependencies: dependencies)
    }

    var top: StackEntry { pushed.top ?? root }

    var screen: Screen {
        let screen = top.screen
        guard pushed.top != nil else { return screen }
        return Screen(
            name: screen.name, title: screen.title, sections: screen.sections,
            actions: screen.actions + [Screen.Action(.back, title: "Go back")], banner: screen.banner,
            tabBar: screen.tabBar)
    }

    var path: [ProfileRoute] { pushed.routes }

    func start() async {
        isStarted = true
        await top.loadIfNeeded()
    }

    func setPath(_ path: [ProfileRoute]) {
        let leaving = top
        guard pushed.set(path, make: { StackEntry(route: $0, dependencies: dependencies) }) else { return }
        if pushed.entries.contains(where: { $0 === leaving }) {
            leaving.clearError()
        }
    }

    func path(showing route: ProfileRoute) -> [ProfileRoute] {
        let route = dependencies.normalized(route)
        if route == root.route { return [] }
        return route == top.route ? path : path + [route]
    }

    func refresh() async {
        guard isStarted else { return }
        await top.reload()
    }

    func perform(_ intent: ProfileIntent) async -> Bool {
        switch intent {
        case .loadMorePosts:
            guard case .profile(let controller) = top.controller else { return false }
            return await controller.postList.loadMore()
        case .openPost(let id): return await openPost(id)
        case .editName(let name): return await edit(.name, to: name)
        case .editBio(let bio): return await edit(.bio, to: bio)
        }
    }

    private func openPost(_ id: String) async -> Bool {
        guard case .profile(let controller) = top.controller, controller.canOpenPost else { return false }
        await controller.openPost(id: id)
        if let destination = controller.destination {
            controller.clearDestination()
            switch destination {
            case .post(let id): setPath(path + [.post(id: id)])
            }
            await top.loadIfNeeded()
        }
        return true
    }

    private func edit(_ field: ProfileField, to value: String) async -> Bool {
        guard case .profile(let controller) = top.controller, controller.canEdit else { return false }
        await controller.edit(field, to: value)
        return true
    }
}
