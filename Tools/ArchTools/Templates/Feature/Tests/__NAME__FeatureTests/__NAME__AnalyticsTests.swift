import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__AnalyticsTests {
    let harness = __NAME__Harness()

    @Test func openingAnItemIsTrackedWithoutItsID() async {
        let stack = await harness.startedStack()
        _ = await stack.perform(.openItem(second.rawValue))
        #expect(harness.analytics.eventNames == ["item_opened"])
        #expect(harness.analytics.events.allSatisfy { $0.event.properties.isEmpty })
    }

    @Test func askingForTheProfileIsTracked() async {
        let stack = await harness.startedStack()
        _ = await stack.perform(.showProfile)
        #expect(harness.analytics.eventNames == ["profile_requested"])
    }

    @Test func browsingTracksNothing() async {
        let stack = await harness.startedStack()
        await stack.show(.item(id: second))
        await stack.back()
        #expect(harness.analytics.events.isEmpty)
    }
}
