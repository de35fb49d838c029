import Design
import Observation

/// The headless navigation stack of one profile feature instance: a root screen and the screens
/// pushed above it. It turns controllers' navigation intents into pushes; controllers never
/// touch the path. Nothing appears (no loading, no `screen_viewed`) until `start()`.
@Observable
@MainActor
final class ProfileStack: ProfileFeatureAPI {
    @ObservationIgnored private let root: StackEntry
    private var pushed: [StackEntry] = []
    @ObservationIgnored private var isStarted = false
    @ObservationIgnored private let dependencies: ProfileDependencies
    @ObservationIgnored private let output: @MainActor (ProfileOutput) async -> Void

    init(root: ProfileRoute, dependencies: ProfileDependencies, output: @escaping @MainActor (ProfileOutput) async -> Void) {
        self.dependencies = dependencies
        self.output = output
        self.root = StackEntry(route: dependencies.normalized(root), dependencies: dependencies, output: output)
    }

    /// The entry on screen: the last one pushed, else the root.
    var top: StackEntry { pushed.last ?? root }

    var screen: Screen {
        let screen = top.screen
        guard !pushed.isEmpty else { return screen }
        return Screen(
            name: screen.name, title: screen.title, sections: screen.sections,
            actions: screen.actions + [Screen.Action(.back, title: "Go back")], banner: screen.banner,
            tabBar: screen.tabBar)
    }

    var path: [ProfileRoute] {
        pushed.map(\.route)
    }

    func start() async {
        guard !isStarted else { return }
        isStarted = true
        await appear()
    }

    func show(_ route: ProfileRoute) async {
        let route = dependencies.normalized(route)
        if route == root.route {
            await popToRoot()
        } else if route != top.route {
            await push(route)
        }
    }

    func restore(path routes: [ProfileRoute]) async {
        let wasPushed = !pushed.isEmpty
        pushed = routes
            .map(dependencies.normalized)
            .filter { $0 != root.route }
            .map(makeEntry)
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
        await top.reload()
    }

    @discardableResult
    func loadMorePosts() async -> Bool {
        guard case .profile(let controller) = top else { return false }
        return await controller.postList.loadMore()
    }

    @discardableResult
    func openPost(id: String) async -> Bool {
        guard case .profile(let controller) = top, controller.canOpenPost else { return false }
        await controller.openPost(id: id)
        if let destination = controller.destination {
            controller.clearDestination()
            switch destination {
            case .post(let id): await push(.post(id: id))
            }
        }
        return true
    }

    @discardableResult
    func editName(_ name: String) async -> Bool {
        await edit(.name, to: name)
    }

    @discardableResult
    func editBio(_ bio: String) async -> Bool {
        await edit(.bio, to: bio)
    }

    private func edit(_ field: ProfileField, to value: String) async -> Bool {
        guard case .profile(let controller) = top, controller.canEdit else { return false }
        await controller.edit(field, to: value)
        return true
    }

    private func makeEntry(_ route: ProfileRoute) -> StackEntry {
        StackEntry(route: route, dependencies: dependencies, output: output)
    }

    private func push(_ route: ProfileRoute) async {
        top.clearError()
        pushed.append(makeEntry(route))
        await appear()
    }

    private func popToRoot() async {
        guard !pushed.isEmpty else { return }
        pushed.removeAll()
        await appear()
    }

    /// The top screen has just become visible: count the view and load it if it has nothing yet.
    private func appear() async {
        guard isStarted else { return }
        let entry = top
        await dependencies.analytics.track(.screenViewed(entry.route.screenName))
        await entry.loadIfNeeded()
    }
}
