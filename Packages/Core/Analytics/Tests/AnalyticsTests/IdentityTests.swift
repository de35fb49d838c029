import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import Analytics

@Suite struct IdentityTests {
    @Test func eachEventKeepsTheUserIDItWasTrackedUnder() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 10))
            await analytics.track(AnalyticsEvent("launched"))
            await analytics.identify(userID: "u-alice")
            await analytics.track(AnalyticsEvent("signed_in"))
            await analytics.reset()
            await analytics.track(AnalyticsEvent("signed_out"))
            await analytics.identify(userID: "u-bob")
            await analytics.track(AnalyticsEvent("signed_in"))
            await analytics.flush()
            #expect(harness.collector.events.map(\.userId) == [nil, "u-alice", nil, "u-bob"])
        }
    }

    @Test func eventsTrackedBeforeALogoutAreDeliveredUnderTheirUserAfterIt() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 10))
            await analytics.identify(userID: "u-alice")
            await analytics.track(AnalyticsEvent("profile_edited"))
            await analytics.reset()
            await analytics.flush()
            #expect(harness.collector.events.map(\.userId) == ["u-alice"])
        }
    }

    @Test func uploadsNeedNoSessionAndCarryNoToken() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 1), tokens: FixedToken())
            await analytics.identify(userID: "u-alice")
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            #expect(harness.uploads.map { $0.header("Authorization") } == [nil])
        }
    }
}

private struct FixedToken: TokenProvider {
    func accessToken() -> String? { "secret-access-token" }
    func refreshAccessToken() async throws -> String { "secret-access-token" }
}
