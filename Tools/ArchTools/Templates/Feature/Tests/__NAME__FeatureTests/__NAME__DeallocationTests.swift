import AnalyticsTesting
import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite(.timeLimit(.minutes(1))) struct __NAME__DeallocationTests {
    @Test func featureDroppedByTheAppIsFreedWithItsControllers() async throws {
        weak var stack: __NAME__Stack?
        weak var root: __NAME__Controller?
        weak var pushed: __NAME__Controller?
        do {
            let feature = try #require(makeFactory(.seeded()).make { _ in } as? __NAME__Stack)
            stack = feature
            root = feature.root
            await feature.start()
            await feature.show(.user(id: SeedData.bob.id))
            pushed = feature.top
        }
        #expect(stack == nil)
        #expect(root == nil)
        #expect(pushed == nil)
    }

    @Test func featureDroppedWithARequestInFlightIsFreedAndTheRequestCancelled() async throws {
        let service = FakeProfileService.seeded()
        let request = service.suspendNext(.ownProfile)
        weak var stack: __NAME__Stack?
        weak var root: __NAME__Controller?
        let starting: Task<Void, Never>
        do {
            let feature = try #require(makeFactory(service).make { _ in } as? __NAME__Stack)
            stack = feature
            root = feature.root
            starting = Task { await feature.start() }
            await request.waitUntilHeld()
        }
        starting.cancel()
        await starting.value
        #expect(stack == nil)
        #expect(root == nil)
        #expect(await request.waitForOutcome() == .cancelled)
    }

    @Test func poppedScreensControllerIsFreed() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        weak var pushed: __NAME__Controller?
        await harness.stack.show(.user(id: SeedData.bob.id))
        pushed = harness.stack.top
        #expect(pushed != nil)
        await harness.stack.back()
        #expect(pushed == nil)
    }

    private func makeFactory(_ service: FakeProfileService) -> __NAME__FeatureFactory {
        __NAME__FeatureFactory(
            profileService: service, analytics: RecordingAnalytics(), signedInUser: SeedData.alice
        )
    }
}
