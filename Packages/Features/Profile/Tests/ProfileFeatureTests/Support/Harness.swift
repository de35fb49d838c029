import AnalyticsTesting
import Models
import ServicesTesting

@testable import ProfileFeature

/// One test's world: the fakes seeded like the dev backend, signed in (as alice unless told
/// otherwise), and what the feature told its coordinator.
@MainActor
final class Harness {
    let user: User
    let service: FakeProfileService
    let analytics: RecordingAnalytics
    private(set) var outputs: [ProfileOutput] = []

    init(signedInAs user: User = SeedData.alice) {
        self.user = user
        service = .seeded(signedInAs: user)
        analytics = RecordingAnalytics(userID: user.id.rawValue)
    }

    var dependencies: ProfileDependencies {
        ProfileDependencies(service: service, analytics: analytics, signedInUserID: user.id)
    }

    /// A feature made through the public factory, as the app makes one.
    func makeFeature(root: ProfileRoute = .own) -> any ProfileFeatureAPI {
        ProfileFeatureFactory(profileService: service, analytics: analytics, signedInUser: user)
            .make(root: root) { [weak self] output in self?.outputs.append(output) }
    }

    /// A started feature.
    func startedFeature(root: ProfileRoute = .own) async -> any ProfileFeatureAPI {
        let feature = makeFeature(root: root)
        await feature.start()
        return feature
    }

    func makeStack(root: ProfileRoute = .own) -> ProfileStack {
        ProfileStack(root: root, dependencies: dependencies) { [weak self] output in self?.outputs.append(output) }
    }

    func makeProfileController() -> ProfileController {
        ProfileController(userID: user.id, dependencies: dependencies) { [weak self] output in
            self?.outputs.append(output)
        }
    }

    func makePostController(postID: ID<Post>) -> PostController {
        PostController(postID: postID, service: service) { [weak self] output in self?.outputs.append(output) }
    }

    /// Makes the seeded bob's profile private.
    func makeBobPrivate() async {
        await service.setProfile(SeedData.profile(of: SeedData.bob).with(isPrivate: true))
    }

    /// How many times the fake was asked for a page of posts.
    var postsRequestCount: Int {
        service.calls.filter { if case .posts = $0 { true } else { false } }.count
    }

    /// Whether the fake was asked to update the profile.
    var updateWasSent: Bool {
        service.calls.contains { if case .updateProfile = $0 { true } else { false } }
    }
}
