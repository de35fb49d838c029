import FeatureKit
import Models
import Services
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// What the feature asks of the app: another feature's place by link, and the failures it shows.
@MainActor
@Suite struct __NAME__OutputTests {
    let harness = __NAME__Harness()

    @Test func theFullProfileOfTheRootAsksTheAppToOpenTheSignedInUsersProfile() async {
        let stack = await harness.startedStack()
        #expect(await stack.perform(.showFullProfile))
        #expect(harness.outputs == [.openLink(AppLink(host: "profile", item: "u-alice"))])
    }

    @Test func theFullProfileOfAPushedSummaryAsksForThatUserAndStaysPut() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        _ = await stack.perform(.showFullProfile)
        #expect(harness.outputs == [.openLink(AppLink(host: "profile", item: "u-bob"))])
        #expect(stack.screen.name == "__SLUG__:u-bob")
    }

    @Test func browsingAsksTheAppNothing() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        await stack.back()
        await stack.refresh()
        #expect(harness.outputs.isEmpty)
    }

    @Test func aFailureOnScreenIsReported() async {
        harness.service.failNext(.ownProfile, with: .maintenance)
        _ = await harness.startedStack()
        #expect(harness.outputs == [.failureShown(ServiceError.maintenance.localizedDescription)])
    }
}
