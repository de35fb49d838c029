import Design

/// The headless navigation stack of one profile feature instance: a root screen and the screens
/// pushed above it. It turns controllers' navigation intents into pushes; controllers never
/// touch the path. Nothing appears (no loading, no `screen_viewed`) until `start()`.
@MainActor
final class ProfileStack: ProfileFeatureAPI {
    private let root: StackEntry
    private var pushed: [StackEntry] = []
    private var isStarted = false
    private let dependencies: ProfileDependencies
    private let output: @MainActor (ProfileOutput) async -> Void

    init(root: ProfileRoute, dependencies: ProfileDependencies, output: @escaping @MainActor (ProfileOutput) async -> Void) {
        self.dependencies = dependencies
        self.output = output
        self.root = StackEntry(route: dependencies.normalized(root), dependencies: dependencies, output: output)
    }

    /// The entry on screen: the last one pushed, else the root.
    var top: StackEntry { pushed.last ?? root }

    var screen: Screen {
        pushed.isEmpty ? top.screen : top.screen.addingBack()
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
        guard route.hasValidID else { return }
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
            .filter(\.hasValidID)
            .map(dependencies.normalized)
            .filter { $0 != root.route }
            .map(makeEntry)
        if wasPushed || !pushed.isEmpty {
            await appear()
        }
    }

    func back() async {
        guard !pushed.isEmpty else { return }
        pushed.removeLast()
        await appear()
    }

    func refresh() async {
        guard isStarted else { return }
        await top.reload()
    }

    func loadMorePosts() async {
        guard case .profile(let controller) = top else { return }
        await controller.postList.loadMore()
    }

    func openPost(id: String) async {
        guard case .profile(let controller) = top else { return }
        controller.openPost(id: id)
        guard let destination = controller.destination else { return }
        controller.clearDestination()
        switch destination {
        case .post(let id): await push(.post(id: id))
        }
    }

    func editName(_ name: String) async {
        await ownProfileOnTop?.edit(.name, to: name)
    }

    func editBio(_ bio: String) async {
        await ownProfileOnTop?.edit(.bio, to: bio)
    }

    private var ownProfileOnTop: ProfileController? {
        guard case .profile(let controller) = top, controller.isOwn else { return nil }
        return controller
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
