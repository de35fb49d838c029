import Design

/// One screen of a profile stack: the controller behind it, the route that leads to it, and the
/// view that renders it.
@MainActor
final class StackEntry {
    /// The controller behind the screen, by kind.
    enum Kind {
        case profile(ProfileController)
        case post(PostController)
    }

    let controller: Kind

    /// The entry for `route`, which the caller has normalized (the own ID is `.own`).
    init(route: ProfileRoute, dependencies: ProfileDependencies) {
        switch route {
        case .own:
            controller = .profile(ProfileController(userID: dependencies.signedInUserID, dependencies: dependencies))
        case .user(let id):
            controller = .profile(ProfileController(userID: id, dependencies: dependencies))
        case .post(let id):
            controller = .post(PostController(postID: id, dependencies: dependencies))
        }
    }

    var route: ProfileRoute {
        switch controller {
        case .profile(let controller): controller.route
        case .post(let controller): .post(id: controller.postID)
        }
    }

    var screen: Screen {
        switch controller {
        case .profile(let controller): ProfileView(controller: controller).screen
        case .post(let controller): PostView(controller: controller).screen
        }
    }

    /// Loads what the screen shows, unless it has it or is getting it.
    func loadIfNeeded() async {
        switch controller {
        case .profile(let controller): await controller.loadIfNeeded()
        case .post(let controller): await controller.loadIfNeeded()
        }
    }

    /// Loads what the screen shows again.
    func reload() async {
        switch controller {
        case .profile(let controller): await controller.load()
        case .post(let controller): await controller.load()
        }
    }

    /// Dismisses the screen's messages, as leaving it dismisses an alert.
    func clearError() {
        switch controller {
        case .profile(let controller): controller.clearError()
        case .post(let controller): controller.loading.clearError()
        }
    }
}
