import Foundation
import NetworkingTesting
import Testing

@testable import Analytics

@Suite struct RetryTests {
    private let configuration = LiveAnalytics.Configuration(
        batchSize: 1, maxBatchAge: .seconds(30), retryDelay: .seconds(5), maxRetryDelay: .seconds(60))

    @Test func aFailedUploadKeepsTheEventsAndRetriesAfterTheBackOff() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(500))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            #expect(harness.uploads.count == 1)
            #expect(harness.storedFiles == ["event-1.json"])

            harness.clock.advance(by: .seconds(4))
            await analytics.uploadDue()
            #expect(harness.uploads.count == 1)

            harness.clock.advance(by: .seconds(1))
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["a"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func aSuccessWhoseBodyIsNotTheReceiptKeepsTheEventsForTheNextTry() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .json(raw: "<html>Sign in to the Wi-Fi</html>", status: 200))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            #expect(harness.storedFiles == ["event-1.json"])

            harness.clock.advance(by: .seconds(5))
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["a"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectedUploadKeepsTheEventsAndSendsNothingElsewhere(_ status: Int) async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .redirect(status, to: "\(harness.server.baseURL)/elsewhere"))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            #expect(harness.storedFiles == ["event-1.json"])
            #expect(harness.server.requests.map(\.path) == ["/v1/analytics/events"])

            harness.clock.advance(by: .seconds(5))
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["a"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func theBackOffDoublesWithEachFailureInARow() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(503), .maintenance, .status(429))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            for wait in [5, 10, 20] {
                harness.clock.advance(by: .seconds(wait - 1))
                await analytics.uploadDue()
                #expect(harness.collector.events.isEmpty)
                harness.clock.advance(by: .seconds(1))
                await analytics.uploadDue()
            }
            #expect(harness.uploads.count == 4)
            #expect(harness.collector.events.map(\.name) == ["a"])
        }
    }

    @Test func theRetryTimerFiresOnItsOwn() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(502))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            await harness.clock.waitForSleepers(count: 1)
            harness.clock.advance(by: .seconds(5))
            _ = await harness.server.waitForRequests(to: .post, "/v1/analytics/events", count: 2)
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["a"])
        }
    }

    @Test func flushIgnoresTheBackOff() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(500))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("a"))
            await analytics.uploadDue()
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["a"])
        }
    }

    @Test func aFailedFlushKeepsEverythingStored() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(500))
            let analytics = try harness.analytics(.init(batchSize: 2, maxBatchAge: .seconds(30)))
            await analytics.track(AnalyticsEvent("a"))
            await analytics.flush()
            #expect(harness.uploads.count == 1)
            #expect(harness.storedFiles == ["event-1.json"])
        }
    }

    @Test func aBatchTheServerRefusesForGoodIsDroppedWithALogLine() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .error(422, code: "invalid_event"))
            let analytics = try harness.analytics(configuration)
            await analytics.track(AnalyticsEvent("bad"))
            await analytics.uploadDue()
            #expect(harness.storedFiles.isEmpty)
            #expect(
                harness.logs.messages(atLeast: .error).contains { $0.contains("refused 1 events for good") })
        }
    }

    @Test func nothingListeningKeepsTheEventsForLater() async throws {
        try await withHarness { harness in
            try await withRefusingAddress { url in
                let analytics = try harness.analytics(configuration, uploadingTo: url)
                await analytics.track(AnalyticsEvent("a"))
                await analytics.uploadDue()
                #expect(harness.storedFiles == ["event-1.json"])
                #expect(harness.logs.messages(atLeast: .warning).contains { $0.contains("offline") })
            }
        }
    }

    @Test func aBatchTooLargeForTheServerIsSentAgainInHalves() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(413))
            let analytics = try harness.analytics(.init(batchSize: 4, maxBatchAge: .seconds(3600)))
            for name in ["a", "b", "c", "d"] {
                await analytics.track(AnalyticsEvent(name))
            }
            await analytics.uploadDue()
            #expect(harness.uploads.count == 3)
            #expect(harness.collector.events.map(\.name) == ["a", "b", "c", "d"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func anEventTooLargeOnItsOwnIsDroppedWithALogLineAndTheRestDelivered() async throws {
        try await withHarness { harness in
            harness.collector.fail(with: .status(413), .status(413))
            let analytics = try harness.analytics(.init(batchSize: 2, maxBatchAge: .seconds(3600)))
            await analytics.track(AnalyticsEvent("huge"))
            await analytics.track(AnalyticsEvent("small"))
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["small"])
            #expect(harness.storedFiles.isEmpty)
            #expect(
                harness.logs.messages(atLeast: .error) == [
                    "Analytics: the server refused event huge as too large; it was dropped"
                ])
        }
    }

    @Test func aFlushStartsNoBatchOnceItsTimeLimitHasPassed() async throws {
        // Each upload takes three seconds on the clock.
        let clock = ManualClock()
        try await withHarness(clock: clock, beforeAnswering: { _ in clock.advance(by: .seconds(3)) }) {
            harness in
            harness.collector.fail(with: .status(500))
            let analytics = try harness.analytics(
                .init(
                    batchSize: 2, maxBatchAge: .seconds(3600), retryDelay: .seconds(600),
                    flushTimeLimit: .seconds(5)))
            for name in ["a", "b", "c", "d", "e"] {
                await analytics.track(AnalyticsEvent(name))
                // The first batch fails, so the others wait for the flush.
                await analytics.uploadDue()
            }
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["a", "b", "c", "d"])
            #expect(harness.storedFiles == ["event-5.json"])
            #expect(
                harness.logs.messages(atLeast: .warning).contains {
                    $0.contains("flushing stopped after 5.0 seconds; 1 events stay stored")
                })
        }
    }
}
