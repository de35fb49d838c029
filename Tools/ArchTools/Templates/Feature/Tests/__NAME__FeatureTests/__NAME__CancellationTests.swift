import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite(.timeLimit(.minutes(1))) struct __NAME__CancellationTests {
    @Test func controllerReleasedMidLoadIsFreedAndCancelsTheRequest() async {
        let harness = __NAME__Harness()
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
        #expect(released == nil)
        #expect(await request.waitForOutcome() == .cancelled)
    }

    @Test func loadReplacedByANewerOneSetsNothingOfItsOwn() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController()
        let first = harness.service.suspendNext(.ownProfile)
        harness.service.failNext(.ownProfile, with: .offline)
        let replaced = Task { await controller.load() }
        await first.waitUntilHeld()
        await controller.load()
        #expect(await first.waitForOutcome() == .cancelled)
        await replaced.value
        #expect(controller.errorMessage == "You appear to be offline. Check your connection and try again.")
        #expect(controller.profile == nil)
        #expect(!controller.isLoading)
    }
}
