import Foundation
import Testing

@testable import DevBackend

struct AnalyticsTests {
    private static func event(_ id: String, name: String = "screen_viewed", userId: String? = "u-alice", properties: [String: Any] = [:]) -> [String: Any] {
        var event: [String: Any] = ["id": id, "name": name, "timestamp": "2026-03-01T10:00:00Z", "properties": properties]
        event["userId"] = userId
        return event
    }

    @Test func aBatchIsAcceptedWithoutABearerToken() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/analytics/events", json: ["events": [Self.event("e1"), Self.event("e2", userId: nil)]])
            #expect(reply.status == 202)
            #expect(try reply.json() == .object(["accepted": .number(2), "duplicates": .number(0)]))
        }
    }

    @Test func eventsAreKeptOnceByID() async throws {
        try await BackendHarness.run { harness in
            _ = try await harness.send("POST", "/v1/analytics/events", json: ["events": [Self.event("e1"), Self.event("e2")]])
            let reply = try await harness.send("POST", "/v1/analytics/events", json: ["events": [Self.event("e2"), Self.event("e3"), Self.event("e3")]])
            let ids = await harness.backend.receivedEvents().map(\.id)

            #expect(try reply.json() == .object(["accepted": .number(1), "duplicates": .number(2)]))
            #expect(ids == ["e1", "e2", "e3"])
        }
    }

    @Test func receivedEventsKeepNameUserAndTypedProperties() async throws {
        try await BackendHarness.run { harness in
            let properties: [String: Any] = ["screen": "profile", "count": 3, "ratio": 0.5, "first": true]
            _ = try await harness.send("POST", "/v1/analytics/events", json: ["events": [Self.event("e1", name: "opened", properties: properties)]])
            let event = try #require(await harness.backend.receivedEvents().first)

            #expect(event.name == "opened")
            #expect(event.userId == "u-alice")
            #expect(event.timestamp == Date(timeIntervalSince1970: 1_772_359_200))
            #expect(event.properties == [
                "screen": .string("profile"), "count": .integer(3), "ratio": .number(0.5), "first": .boolean(true),
            ])
        }
    }

    @Test func timestampsMayCarryFractionalSeconds() async throws {
        try await BackendHarness.run { harness in
            let batch = #"{"events": [{"id": "e1", "name": "x", "timestamp": "2026-03-01T10:00:00.250Z", "properties": {}}]}"#
            let reply = try await harness.send("POST", "/v1/analytics/events", body: Data(batch.utf8))
            let event = try #require(await harness.backend.receivedEvents().first)

            #expect(reply.status == 202)
            #expect(event.timestamp == Date(timeIntervalSince1970: 1_772_359_200.25))
        }
    }

    @Test(arguments: [
        #"{"events": [{"id": "e1", "name": "x", "timestamp": "2026-03-01T10:00:00Z", "properties": {"nested": {"a": 1}}}]}"#,
        #"{"events": [{"id": "e1", "name": "x", "timestamp": "2026-03-01T10:00:00Z", "properties": {"gone": null}}]}"#,
        #"{"events": [{"id": "e1", "name": "x", "timestamp": "yesterday", "properties": {}}]}"#,
        #"{"events": [{"id": "e1", "name": "x", "properties": {}}]}"#,
        #"{"events": "e1"}"#,
        #"{"events": [1]}"#,
        #"{}"#,
    ])
    func aMalformedBatchIsABadRequestAndKeepsNothing(batch: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/analytics/events", body: Data(batch.utf8))
            #expect(reply.status == 400)
            #expect(await harness.backend.receivedEvents().isEmpty)
        }
    }

    @Test func anEventWithoutAnIDIsUnprocessableAndKeepsNothing() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/analytics/events", json: ["events": [Self.event("e1"), Self.event("")]])
            #expect(reply.status == 422)
            #expect(reply.errorCode == "invalid_event")
            #expect(await harness.backend.receivedEvents().isEmpty)
        }
    }

    @Test func anEventLargerThanTheAppCouldStoreIsUnprocessableAndKeepsNothing() async throws {
        try await BackendHarness.run { harness in
            let large = Self.event("e2", properties: ["text": String(repeating: "x", count: 60_000)])
            let tooLarge = Self.event("e3", properties: ["text": String(repeating: "x", count: 64 << 10)])
            let refused = try await harness.send("POST", "/v1/analytics/events", json: ["events": [Self.event("e1"), tooLarge]])
            let accepted = try await harness.send("POST", "/v1/analytics/events", json: ["events": [large]])

            #expect(refused.status == 422)
            #expect(refused.errorCode == "invalid_event")
            #expect(accepted.status == 202)
            #expect(await harness.backend.receivedEvents().map(\.id) == ["e2"])
        }
    }

    @Test func theNewestEventsAreKeptUpToTheirCountAndTheirSize() {
        func events(_ count: Int, textLength: Int) -> [DevBackend.ReceivedEvent] {
            (0..<count).map {
                .init(
                    id: "e\($0)", name: "opened", timestamp: Date(timeIntervalSince1970: 0), userId: nil,
                    properties: ["text": .string(String(repeating: "x", count: textLength))])
            }
        }
        var small = events(AnalyticsHandlers.eventCapacity + 5, textLength: 10)
        AnalyticsHandlers.keepNewest(&small)
        #expect(small.count == AnalyticsHandlers.eventCapacity)
        #expect(small.first?.id == "e5")

        var large = events(300, textLength: 60_000)
        let each = large[0].estimatedBytes
        AnalyticsHandlers.keepNewest(&large)
        #expect(large.count == AnalyticsHandlers.eventByteCapacity / each)
        #expect(large.last?.id == "e299")
    }
}
