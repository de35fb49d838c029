import Design
import ServicesTesting
import SnapshotTesting
import Testing

@testable import ProfileFeature

/// Every screen the profile feature can show, rendered as the headless app prints it and compared
/// with the text recorded in `__Snapshots__/ScreenSnapshotTests/`, one file per test. A change to
/// a screen fails here and shows as a diff; re-record on purpose with `SNAPSHOT_TESTING_RECORD=all`.
@MainActor
@Suite struct ScreenSnapshotTests {
    let harness = Harness()

    private func text(of feature: any ProfileFeatureAPI) -> String {
        TextRenderer().render(feature.screen)
    }

    @Test func ownProfile() async {
        let feature = await harness.startedFeature()

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func ownProfileLoading() async {
        let held = harness.service.suspendNext(.ownProfile)
        let feature = harness.makeFeature()
        let starting = Task { await feature.start() }
        await held.waitUntilHeld()

        assertSnapshot(of: text(of: feature), as: .lines)
        held.resume()
        await starting.value
    }

    @Test func ownProfileOfANewUserWithoutPosts() async {
        let newbie = Harness(signedInAs: SeedData.newbie)
        let feature = await newbie.startedFeature()

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func ownProfileThatFailedToLoad() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let feature = await harness.startedFeature()

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func ownProfileWithTheSecondPageOfPosts() async {
        let feature = await harness.startedFeature()
        await feature.loadMorePosts()

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func ownProfileLoadingTheNextPage() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.posts)
        let loading = Task { await feature.loadMorePosts() }
        await held.waitUntilHeld()

        assertSnapshot(of: text(of: feature), as: .lines)
        held.resume()
        _ = await loading.value
    }

    @Test func ownProfileWhoseNextPageFailed() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.posts, with: .timeout)
        await feature.loadMorePosts()

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func ownProfileWithEveryPostLoaded() async {
        let feature = await harness.startedFeature()
        await feature.loadMorePosts()
        await feature.loadMorePosts()

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func someoneElsesProfile() async {
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func someoneElsesPrivateProfile() async {
        await harness.makeBobPrivate()
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func profilePushedOverTheOwnProfileWithBack() async {
        let feature = await harness.startedFeature()
        await feature.show(.user(id: SeedData.bob.id))

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func postPushedOverTheProfileWithBack() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func postAtTheRoot() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))

        assertSnapshot(of: text(of: feature), as: .lines)
    }

    @Test func postLoading() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.post)
        let opening = Task { await feature.openPost(id: "b3") }
        await held.waitUntilHeld()

        assertSnapshot(of: text(of: feature), as: .lines)
        held.resume()
        _ = await opening.value
    }

    @Test func postThatCannotBeFound() async {
        let feature = await harness.startedFeature()
        await harness.service.deletePost(id: "p44")
        await feature.openPost(id: "p44")

        assertSnapshot(of: text(of: feature), as: .lines)
    }
}
