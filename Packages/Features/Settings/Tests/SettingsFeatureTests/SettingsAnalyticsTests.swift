import Analytics
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsAnalyticsTests {
    @Test func screenViewsAreTheAppsToCountNotTheFeatures() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.notifications)
        await harness.stack.back()
        #expect(harness.screensViewed.isEmpty)
    }

    @Test func savedChangeIsTrackedWithItsKeyAndValue() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.change(.emailNotifications(true))
        #expect(
            harness.analytics.events(named: "setting_changed").map(\.event.properties) == [
                ["setting": "notifications.email", "value": "on"]
            ]
        )
    }

    @Test func failedChangeIsNotTracked() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        harness.service.failNext(.update, with: .offline)
        await harness.stack.change(.emailNotifications(true))
        #expect(harness.analytics.events(named: "setting_changed").isEmpty)
    }

    @Test func noEventCarriesPersonalData() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        for route in SettingsRoute.allCases {
            await harness.stack.show(route)
        }
        await harness.stack.change(.emailNotifications(true))
        let personal = ["alice@example.com", "Alice Example", "alice", SeedData.password]
        for tracked in harness.analytics.events {
            #expect(
                tracked.event.properties.values.allSatisfy { value in
                    guard case .string(let text) = value else { return true }
                    return !personal.contains { text.localizedCaseInsensitiveContains($0) }
                })
        }
        #expect(harness.analytics.eventNames == ["setting_changed"])
    }
}
