import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__OutputTests {
    @Test func fullProfileOfTheRootAsksForTheSignedInUser() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.showFullProfile()
        #expect(harness.outputs.outputs == [.profileRequested(userID: SeedData.alice.id)])
    }

    @Test func fullProfileOfAPushedSummaryAsksForThatUser() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.showFullProfile()
        #expect(harness.outputs.outputs == [.profileRequested(userID: SeedData.bob.id)])
        #expect(harness.stack.screen.name == "__SLUG__:u-bob")
    }

    @Test func browsingAsksTheCoordinatorNothing() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.back()
        await harness.stack.refresh()
        #expect(harness.outputs.outputs.isEmpty)
    }
}
