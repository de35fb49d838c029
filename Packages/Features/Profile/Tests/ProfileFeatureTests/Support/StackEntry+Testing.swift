@testable import ProfileFeature

/// The controller behind an entry, for tests that hold it weakly.
extension StackEntry {
    var profileController: ProfileController? {
        if case .profile(let controller) = controller { controller } else { nil }
    }

    var postController: PostController? {
        if case .post(let controller) = controller { controller } else { nil }
    }
}
