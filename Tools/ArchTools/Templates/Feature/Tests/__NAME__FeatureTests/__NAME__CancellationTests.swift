import Models
import Services
import ServicesTesting
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// A load whose caller is cancelled (its screen went away) or replaced by a newer one: the request
/// is cancelled and sets nothing.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct __NAME__CancellationTests {
    let harness = __NAME__Harness()

    @Test func aLoadCancelledMidRequestSetsNoState() async {
        let controller = harness.makeListController()
        let request = harness.service.suspendNext(.items)
        let loading = Task { await controller.load() }
        await request.waitUntilHeld()

        loading.cancel()
        await loading.value

        #expect(await request.waitForOutcome() == .cancelled)
        #expect(controller.items.isEmpty)
        #expect(controller.loading.errorMessage == nil)
        #expect(!controller.loading.isRunning)
        #expect(harness.outputs.isEmpty)
    }

    @Test func aLoadReplacedByANewerOneSetsNothingOfItsOwn() async {
        let controller = harness.makeItemController()
        let first = harness.service.suspendNext(.item)
        harness.service.failNext(.item, with: .offline)
        let replaced = Task { await controller.load() }
        await first.waitUntilHeld()

        await controller.load()

        #expect(await first.waitForOutcome() == .cancelled)
        await replaced.value
        #expect(controller.loading.errorMessage == ServiceError.offline.localizedDescription)
        #expect(controller.item == nil)
        #expect(!controller.loading.isRunning)
    }

    @Test func aControllerReleasedMidLoadIsFreedAndItsRequestCancelled() async {
        let request = harness.service.suspendNext(.items)
        weak var released: __NAME__ListController?
        let loading: Task<Void, Never>
        do {
            let controller = harness.makeListController()
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
