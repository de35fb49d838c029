import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// The feature tracks what only it knows; screen views are the app's to count.
@MainActor
@Suite struct __NAME__AnalyticsTests {
    let harness = __NAME__Harness()

    @Test func aFullProfileRequestIsTrackedWithWhoseItIs() async {
        let stack = await harness.startedStack()
        _ = await stack.perform(.showFullProfile)
        await stack.show(.user(id: SeedData.bob.id))
        _ = await stack.perform(.showFullProfile)
        #expect(
            harness.analytics.events(named: "full_profile_requested").map(\.event.properties) == [
                ["own_profile": true], ["own_profile": false],
            ])
    }

    @Test func browsingTracksNoScreenView() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        await stack.back()
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func noEventCarriesPersonalData() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        _ = await stack.perform(.showFullProfile)
        let personal = [SeedData.alice, SeedData.bob].flatMap { [$0.email, $0.name] }
        for tracked in harness.analytics.events {
            for case .string(let text) in tracked.event.properties.values {
                #expect(!personal.contains { text.localizedCaseInsensitiveContains($0) })
            }
        }
        #expect(harness.analytics.events.count == 1)
    }
}
