import Models
import ServicesTesting
import Testing

@testable import ProfileFeature

/// The app drops a feature (logout, a closed window): the stack, its controllers and their children
/// are all freed.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct DeallocationTests {
    let harness = Harness()

    @Test func aDroppedFeatureIsFreedWithEveryController() async {
        weak var stack: ProfileStack?
        weak var root: ProfileController?
        weak var list: PostListController?
        weak var other: ProfileController?
        weak var post: PostController?
        do {
            let feature = harness.makeStack()
            stack = feature
            await feature.start()
            root = feature.top.profileController
            list = root?.postList
            await feature.show(.user(id: SeedData.bob.id))
            other = feature.top.profileController
            await feature.openPost(id: "b3")
            post = feature.top.postController
            await feature.editBio("Gardens.")
        }

        #expect(stack == nil)
        #expect(root == nil)
        #expect(list == nil)
        #expect(other == nil)
        #expect(post == nil)
    }

    @Test func aFeatureDroppedWithARequestInFlightIsFreedAndItsRequestCancelled() async {
        let held = harness.service.suspendNext(.posts)
        weak var stack: ProfileStack?
        weak var root: ProfileController?
        let starting: Task<Void, Never>
        do {
            let feature = harness.makeStack()
            stack = feature
            root = feature.top.profileController
            starting = Task { await feature.start() }
            await held.waitUntilHeld()
        }

        starting.cancel()
        await starting.value

        #expect(await held.waitForOutcome() == .cancelled)
        #expect(stack == nil)
        #expect(root == nil)
    }

    @Test func aPoppedScreensControllerIsFreed() async {
        let feature = harness.makeStack()
        await feature.start()
        weak var post: PostController?
        await feature.openPost(id: "p44")
        post = feature.top.postController
        #expect(post != nil)

        await feature.back()

        #expect(post == nil)
    }

    @Test func screensPoppedByALinkAreFreed() async {
        let feature = harness.makeStack()
        await feature.start()
        weak var other: ProfileController?
        await feature.show(.user(id: SeedData.bob.id))
        other = feature.top.profileController

        await feature.show(.own)

        #expect(other == nil)
    }
}
