import Models
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// The app drops a feature (logout, a closed window) or a screen (back, a link): everything it
/// held is freed.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct __NAME__DeallocationTests {
    let harness = __NAME__Harness()

    @Test func aDroppedFeatureIsFreedWithItsScreens() async throws {
        weak var stack: __NAME__Stack?
        weak var root: __NAME__Entry?
        weak var pushed: __NAME__Entry?
        do {
            let feature = try #require(harness.makeFeature() as? __NAME__Stack)
            stack = feature
            root = feature.root
            await feature.start()
            await feature.show(.item(id: second))
            pushed = feature.top
            _ = await feature.perform(.showProfile)
        }

        #expect(stack == nil)
        #expect(root == nil)
        #expect(pushed == nil)
    }

    @Test func aFeatureDroppedWithARequestInFlightIsFreedAndItsRequestCancelled() async throws {
        let request = harness.service.suspendNext(.items)
        weak var stack: __NAME__Stack?
        let starting: Task<Void, Never>
        do {
            let feature = try #require(harness.makeFeature() as? __NAME__Stack)
            stack = feature
            starting = Task { await feature.start() }
            await request.waitUntilHeld()
        }

        starting.cancel()
        await starting.value

        #expect(await request.waitForOutcome() == .cancelled)
        #expect(stack == nil)
    }

    @Test func aScreenPoppedByBackIsFreed() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        weak let pushed = stack.top

        await stack.back()

        #expect(pushed == nil)
    }
}
