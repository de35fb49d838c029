import Design

/// One screen of a profile stack: the controller behind it, the route that leads to it, and the
/// view that renders it.
@MainActor
enum StackEntry {
    case profile(ProfileController)
    case post(PostController)

    /// The entry for `route`, which the caller has normalized (the own ID is `.own`).
    init(route: ProfileRoute, dependencies: ProfileDependencies, output: @escaping @MainActor (ProfileOutput) async -> Void) {
        switch route {
        case .own:
            self = .profile(ProfileController(userID: dependencies.signedInUserID, dependencies: dependencies, output: output))
        case .user(let id):
            self = .profile(ProfileController(userID: id, dependencies: dependencies, output: output))
        case .post(let id):
            self = .post(PostController(postID: id, service: dependencies.service, output: output))
        }
    }

    var route: ProfileRoute {
        switch self {
        case .profile(let controller): controller.route
        case .post(let controller): .post(id: controller.postID)
        }
    }

    var screen: Screen {
        switch self {
        case .profile(let controller): ProfileView(controller: controller).screen
        case .post(let controller): PostView(controller: controller).screen
        }
    }

    /// Loads what the screen shows, unless it has it or is getting it.
    func loadIfNeeded() async {
        switch self {
        case .profile(let controller): await controller.loadIfNeeded()
        case .post(let controller): await controller.loadIfNeeded()
        }
    }

    /// Loads what the screen shows again.
    func reload() async {
        switch self {
        case .profile(let controller): await controller.load()
        case .post(let controller): await controller.load()
        }
    }

    /// Dismisses the screen's messages, as leaving it dismisses an alert.
    func clearError() {
        switch self {
        case .profile(let controller): controller.clearError()
        case .post(let controller): controller.loading.clearError()
        }
    }
}
