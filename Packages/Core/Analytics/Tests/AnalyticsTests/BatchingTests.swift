import Foundation
import NetworkingTesting
import Testing

@testable import Analytics

@Suite struct BatchingTests {
    @Test func aFullBatchGoesOutAtOnce() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 3, maxBatchAge: .seconds(30)))
            for name in ["a", "b", "c", "d"] {
                await analytics.track(AnalyticsEvent(name))
            }
            await analytics.uploadDue()
            #expect(harness.uploads.count == 1)
            #expect(harness.collector.events.map(\.name) == ["a", "b", "c"])
            #expect(harness.storedFiles == ["event-4.json"])
        }
    }

    @Test func aBatchIsDueWhenItsOldestEventReachesTheMaximumAge() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 3, maxBatchAge: .seconds(30)))
            await analytics.track(AnalyticsEvent("a"))
            harness.clock.advance(by: .seconds(10))
            await analytics.track(AnalyticsEvent("b"))
            harness.clock.advance(by: .seconds(19))
            await analytics.uploadDue()
            #expect(harness.uploads.isEmpty)
            harness.clock.advance(by: .seconds(1))
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["a", "b"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func anAgedBatchGoesOutOnItsOwnTimer() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 3, maxBatchAge: .seconds(30)))
            await analytics.track(AnalyticsEvent("a"))
            harness.clock.advance(by: .seconds(30))
            let uploads = await harness.server.waitForRequests(to: .post, "/v1/analytics/events", count: 1)
            #expect(uploads.count == 1)
            await analytics.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["a"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func aBatchLeavesTheOutboxOnlyOnceTheServerAcknowledgedIt() async throws {
        let gate = Gate()
        try await withHarness(beforeAnswering: { _ in await gate.wait() }) { harness in
            let analytics = try harness.analytics(.init(batchSize: 2))
            await analytics.track(AnalyticsEvent("a"))
            await analytics.track(AnalyticsEvent("b"))
            _ = await harness.server.waitForRequests(to: .post, "/v1/analytics/events", count: 1)
            #expect(harness.storedFiles == ["event-1.json", "event-2.json"])
            gate.open()
            await analytics.uploadDue()
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func uploadDueWaitsForAnUploadAlreadyRunning() async throws {
        let gate = Gate()
        try await withHarness(beforeAnswering: { _ in await gate.wait() }) { harness in
            let analytics = try harness.analytics(.init(batchSize: 1))
            await analytics.track(AnalyticsEvent("a"))
            _ = await harness.server.waitForRequests(to: .post, "/v1/analytics/events", count: 1)
            let settled = Task { await analytics.uploadDue() }
            gate.open()
            await settled.value
            #expect(harness.collector.events.map(\.name) == ["a"])
        }
    }

    @Test func flushSendsEverythingNowInBatches() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 3, maxBatchAge: .seconds(3600)))
            for index in 0..<7 {
                await analytics.track(AnalyticsEvent("e", properties: ["index": .int(index)]))
            }
            await analytics.flush()
            #expect(harness.uploads.count == 3)
            #expect(harness.collector.events.map(\.properties["index"]) == (0..<7).map { .int($0) })
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func eachEventHasItsOwnIDAndTheInjectedTimestamp() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            await analytics.track(AnalyticsEvent("a"))
            await analytics.track(AnalyticsEvent("a"))
            await analytics.flush()
            let events = harness.collector.events
            #expect(Set(events.map(\.id)).count == 2)
            #expect(events.allSatisfy { $0.timestamp == Harness.timestamp })
        }
    }

    @Test func theUploadIsThePublishedWireFormat() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            await analytics.identify(userID: "u-bob")
            await analytics.track(
                AnalyticsEvent("post_opened", properties: ["post_id": "b3", "from_link": true]))
            await analytics.flush()
            let upload = try #require(harness.uploads.first)
            let body = try #require(try JSONSerialization.jsonObject(with: upload.body) as? [String: Any])
            let event = try #require((body["events"] as? [[String: Any]])?.first)
            #expect(Set(event.keys) == ["id", "name", "timestamp", "userId", "properties"])
            #expect(event["timestamp"] as? String == "2026-01-02T03:04:05Z")
            let text = String(decoding: upload.body, as: UTF8.self)
            #expect(text.contains(#""properties":{"from_link":true,"post_id":"b3"}"#))
            #expect(text.contains(#""userId":"u-bob""#))
        }
    }
}
