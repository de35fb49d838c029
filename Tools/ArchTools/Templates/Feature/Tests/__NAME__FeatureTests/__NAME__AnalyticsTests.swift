import Analytics
import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__AnalyticsTests {
    @Test func startCountsTheRootAsViewed() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        #expect(harness.screensViewed == ["__SLUG__"])
    }

    @Test func everyScreenThatBecomesTheTopIsCountedAsViewed() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.back()
        #expect(
            harness.screensViewed == [
                "__SLUG__",
                "__SLUG__:u-bob",
                "__SLUG__",
            ])
    }

    @Test func startingAgainCountsNothingMore() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.start()
        #expect(harness.screensViewed == ["__SLUG__"])
    }

    @Test func restoreBeforeStartCountsOnlyTheRestoredScreen() async {
        let harness = __NAME__Harness()
        await harness.stack.restore(path: [.user(id: SeedData.bob.id)])
        await harness.stack.start()
        #expect(harness.screensViewed == ["__SLUG__:u-bob"])
    }

    @Test func fullProfileRequestIsTrackedWithWhoseItIs() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.showFullProfile()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.showFullProfile()
        #expect(
            harness.analytics.events(named: "full_profile_requested").map(\.event.properties) == [
                ["own_profile": true], ["own_profile": false],
            ]
        )
    }

    @Test func noEventCarriesPersonalData() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        await harness.stack.showFullProfile()
        await harness.stack.back()
        let alice = SeedData.alice
        let bob = SeedData.bob
        let personal = [alice.email, alice.name, bob.email, bob.name, SeedData.password]
        for tracked in harness.analytics.events {
            #expect(
                tracked.event.properties.values.allSatisfy { value in
                    guard case .string(let text) = value else { return true }
                    return !personal.contains { text.localizedCaseInsensitiveContains($0) }
                })
        }
        #expect(harness.analytics.events.count == 4)
    }
}
