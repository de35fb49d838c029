import Models
import Services
import ServicesTesting
import Testing

@testable import ProfileFeature

/// A controller released mid-request: its work is cancelled, it sets no state, and it is freed.
/// Requests are held by the fakes; the caller awaiting the intent goes away by being cancelled, as
/// a screen's task is when the screen goes away.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct CancellationTests {
    let harness = Harness()

    @Test func aProfileLoadCancelledMidRequestSetsNoState() async {
        let controller = harness.makeProfileController()
        let held = harness.service.suspendNext(.ownProfile)
        let loading = Task { await controller.load() }
        await held.waitUntilHeld()

        loading.cancel()
        await loading.value

        #expect(await held.waitForOutcome() == .cancelled)
        #expect(controller.profile == nil)
        #expect(controller.errorMessage == nil)
        #expect(!controller.loading.isRunning)
    }

    @Test func aProfileControllerReleasedMidRequestIsFreed() async {
        let held = harness.service.suspendNext(.ownProfile)
        weak var released: ProfileController?
        weak var releasedList: PostListController?
        let loading: Task<Void, Never>
        do {
            let controller = harness.makeProfileController()
            released = controller
            releasedList = controller.postList
            loading = Task { await controller.load() }
            await held.waitUntilHeld()
        }

        loading.cancel()
        await loading.value

        #expect(await held.waitForOutcome() == .cancelled)
        #expect(released == nil)
        #expect(releasedList == nil)
    }

    @Test func aPageCancelledMidRequestSetsNoState() async {
        let controller = harness.makeProfileController()
        let held = harness.service.suspendNext(.posts)
        let loading = Task { await controller.postList.loadMore() }
        await held.waitUntilHeld()

        loading.cancel()
        _ = await loading.value

        #expect(await held.waitForOutcome() == .cancelled)
        #expect(controller.postList.posts.isEmpty)
        #expect(controller.postList.loading.errorMessage == nil)
        #expect(!controller.postList.loading.isRunning)
    }

    @Test func aPostControllerReleasedMidRequestIsFreedAndSetsNoState() async {
        let held = harness.service.suspendNext(.post)
        weak var released: PostController?
        let loading: Task<Void, Never>
        do {
            let controller = harness.makePostController(postID: "p5")
            released = controller
            loading = Task { await controller.load() }
            await held.waitUntilHeld()
        }

        loading.cancel()
        await loading.value

        #expect(await held.waitForOutcome() == .cancelled)
        #expect(released == nil)
    }

    @Test func aPostLoadCancelledMidRequestSetsNoError() async {
        let controller = harness.makePostController(postID: "p5")
        let held = harness.service.suspendNext(.post)
        let loading = Task { await controller.load() }
        await held.waitUntilHeld()

        loading.cancel()
        await loading.value

        #expect(controller.post == nil)
        #expect(controller.loading.errorMessage == nil)
    }

    @Test func aSaveCancelledMidRequestPutsTheOldValueBackWithoutAnError() async {
        let controller = harness.makeProfileController()
        await controller.load()
        let held = harness.service.suspendNext(.updateProfile)
        let saving = Task { await controller.edit(.name, to: "Alice Liddell") }
        await held.waitUntilHeld()

        saving.cancel()
        await saving.value

        #expect(controller.profile?.name == "Alice Example")
        #expect(controller.errorMessage == nil)
        #expect(!controller.saving.isRunning)
        #expect(harness.outputs.isEmpty)
    }
}
