import Design

@MainActor
final class StackEntry {
    enum Content {
        case profile(ProfileController)
        case post(PostController)
    }

    let controller: Content

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

    func loadIfNeeded() async {
        switch controller {
        case .profile(let controller): await controller.loadIfNeeded()
        case .post(let controller): await controller.loadIfNeeded()
        }
    }

    func reload() async {
        switch controller {
        case .profile(let controller): await controller.load()
        case .post(let controller): await controller.load()
        }
    }

    func clearError() {
        switch controller {
        case .profile(let controller): controller.clearError()
        case .post(let controller): controller.loading.clearError()
        }
    }
}
