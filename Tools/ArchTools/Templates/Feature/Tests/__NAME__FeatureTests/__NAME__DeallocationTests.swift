import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// The app drops a feature (logout, a closed window) or a screen (back, a link): everything it
/// held is freed.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct __NAME__DeallocationTests {
    let harness = __NAME__Harness()

    @Test func aDroppedFeatureIsFreedWithItsControllers() async throws {
        weak var stack: __NAME__Stack?
        weak var root: __NAME__Controller?
        weak var pushed: __NAME__Controller?
        do {
            let feature = try #require(harness.makeFeature() as? __NAME__Stack)
            stack = feature
            root = feature.root
            await feature.start()
            await feature.show(.user(id: SeedData.bob.id))
            pushed = feature.top
            _ = await feature.perform(.showFullProfile)
        }

        #expect(stack == nil)
        #expect(root == nil)
        #expect(pushed == nil)
    }

    @Test func aFeatureDroppedWithARequestInFlightIsFreedAndItsRequestCancelled() async throws {
        let request = harness.service.suspendNext(.ownProfile)
        weak var stack: __NAME__Stack?
        weak var root: __NAME__Controller?
        let starting: Task<Void, Never>
        do {
            let feature = try #require(harness.makeFeature() as? __NAME__Stack)
            stack = feature
            root = feature.root
            starting = Task { await feature.start() }
            await request.waitUntilHeld()
        }

        starting.cancel()
        await starting.value

        #expect(await request.waitForOutcome() == .cancelled)
        #expect(stack == nil)
        #expect(root == nil)
    }

    @Test func aScreenPoppedByBackIsFreed() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        weak let pushed = stack.top

        await stack.back()

        #expect(pushed == nil)
    }

    @Test func screensPoppedByALinkToTheOwnSummaryAreFreed() async {
        let stack = await harness.startedStack()
        await stack.setPath([.user(id: SeedData.bob.id), .user(id: SeedData.newbie.id)])
        weak let first = stack.pushed.entries[0]
        weak let second = stack.pushed.entries[1]

        await stack.show(.own)

        #expect(first == nil)
        #expect(second == nil)
    }
}
