import Analytics
import AnalyticsTesting
import FeatureKit
import Models
import Services
import ServicesTesting

@testable import ProfileFeature

/// One test's world: the fakes seeded like the dev backend, signed in (as alice unless told
/// otherwise), and what the feature told the app, in its own words and as its registration maps them.
@MainActor
final class Harness {
    let user: User
    let service: FakeProfileService
    let analytics: RecordingAnalytics
    private(set) var outputs: [ProfileOutput] = []
    private(set) var appOutputs: [FeatureOutput] = []

    init(signedInAs user: User = SeedData.alice) {
        self.user = user
        service = .seeded(signedInAs: user)
        analytics = RecordingAnalytics(userID: user.id.rawValue)
    }

    var context: FeatureContext<ProfileOutput> {
        FeatureContext(user: user) { [weak self] output in self?.outputs.append(output) }
    }

    /// The context the app gives the registration: outputs arrive mapped to the app's words.
    var appContext: FeatureContext<FeatureOutput> {
        FeatureContext(user: user) { [weak self] output in self?.appOutputs.append(output) }
    }

    var dependencies: ProfileDependencies {
        ProfileDependencies(FakeDependencies(profiles: service, analytics: analytics), context: context)
    }

    /// A feature made through the public factory, as the app makes one.
    func makeFeature(root: ProfileRoute = .own) -> any ProfileFeatureAPI {
        ProfileFeatureFactory(dependencies: FakeDependencies(profiles: service, analytics: analytics))
            .make(context: context, root: root)
    }

    /// A started feature.
    func startedFeature(root: ProfileRoute = .own) async -> any ProfileFeatureAPI {
        let feature = makeFeature(root: root)
        await feature.start()
        return feature
    }

    func makeStack(root: ProfileRoute = .own) -> ProfileStack {
        ProfileStack(root: root, dependencies: FakeDependencies(profiles: service, analytics: analytics), context: context)
    }

    func makeProfileController() -> ProfileController {
        ProfileController(userID: user.id, dependencies: dependencies)
    }

    func makePostController(postID: ID<Post>) -> PostController {
        PostController(postID: postID, dependencies: dependencies)
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

/// The fakes, as the feature's dependencies.
struct FakeDependencies: ProfileFeatureDependencies {
    let profiles: any ProfileService
    let analytics: any Analytics
}
