import FeatureKit
import Models
import Services
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// What the feature tells the app, in its own words: a place another feature shows, and the
/// failures it shows.
@MainActor
@Suite struct __NAME__OutputTests {
    let harness = __NAME__Harness()

    @Test func askingForTheProfileTellsTheAppAndStaysPut() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        #expect(await stack.perform(.showProfile))
        #expect(harness.outputs == [.profileRequested])
        #expect(stack.screen.name == "\(slug):\(second)")
    }

    @Test func theAppHearsTheProfileRequestAsALinkToOpen() {
        let profile = __NAME__Output.profileRequested.appOutput
        #expect(profile == .openLink(AppLink(host: "profile")))
        #expect(__NAME__Output.failureShown("x").appOutput == .failureShown("x"))
    }

    @Test func browsingAsksTheAppNothing() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        await stack.back()
        await stack.refresh()
        #expect(harness.outputs.isEmpty)
    }

    @Test func aFailureOnScreenIsReported() async {
        harness.service.failNext(.items, with: .maintenance)
        _ = await harness.startedStack()
        #expect(harness.outputs == [.failureShown(ServiceError.maintenance.localizedDescription)])
    }
}
