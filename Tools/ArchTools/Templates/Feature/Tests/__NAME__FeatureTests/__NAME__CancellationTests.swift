import Models
import Services
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// A load whose caller is cancelled (its screen went away) or replaced by a newer one: the request
/// is cancelled and sets nothing.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct __NAME__CancellationTests {
    let harness = __NAME__Harness()

    @Test func aLoadCancelledMidRequestSetsNoState() async {
        let controller = harness.makeController()
        let request = harness.service.suspendNext(.ownProfile)
        let loading = Task { await controller.load() }
        await request.waitUntilHeld()

        loading.cancel()
        await loading.value

        #expect(await request.waitForOutcome() == .cancelled)
        #expect(controller.profile == nil)
        #expect(controller.loading.errorMessage == nil)
        #expect(!controller.loading.isRunning)
        #expect(harness.outputs.isEmpty)
    }

    @Test func aLoadReplacedByANewerOneSetsNothingOfItsOwn() async {
        let controller = harness.makeController()
        let first = harness.service.suspendNext(.ownProfile)
        harness.service.failNext(.ownProfile, with: .offline)
        let replaced = Task { await controller.load() }
        await first.waitUntilHeld()

        await controller.load()

        #expect(await first.waitForOutcome() == .cancelled)
        await replaced.value
        #expect(controller.loading.errorMessage == ServiceError.offline.localizedDescription)
        #expect(controller.profile == nil)
        #expect(!controller.loading.isRunning)
    }

    @Test func aControllerReleasedMidLoadIsFreedAndItsRequestCancelled() async {
        let request = harness.service.suspendNext(.ownProfile)
        weak var released: __NAME__Controller?
        let loading: Task<Void, Never>
        do {
            let controller = harness.makeController()
            released = controller
            loading = Task { await controller.load() }
            await request.waitUntilHeld()
        }

        loading.cancel()
        await loading.value

        #expect(await request.waitForOutcome() == .cancelled)
        #expect(released == nil)
    }
}
