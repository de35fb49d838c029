import Foundation
import Testing

@testable import Analytics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Without /dev/urandom, Foundation's `UUID()` gives one value every time: the events' IDs must
/// still differ, or the backend keeps one event of all those sent.
@Suite struct EventIDTests {
    private static let stuck = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!

    @Test func freshUUIDsAreTheIDs() {
        let uuids = [UUID(), UUID(), UUID()]
        let source = UUIDs(uuids + uuids)
        var ids = EventIDs(makeUUID: source.next, processMark: "p")
        // The first two are drawn to check the source.
        #expect([ids.next()] == [uuids[2].uuidString.lowercased()])
        #expect(!ids.isCounting)
    }

    @Test func aSourceThatGivesOneValueIsCountedFromTheFirstEvent() {
        var ids = EventIDs(makeUUID: { Self.stuck }, processMark: "p1-5")
        #expect((1...4).map { _ in ids.next() } == ["p1-5-1", "p1-5-2", "p1-5-3", "p1-5-4"])
    }

    @Test func aUUIDThatRepeatsALatestOneSwitchesToCountedIDs() {
        let a = UUID()
        let b = UUID()
        let source = UUIDs([UUID(), UUID(), a, b, a, b])
        var ids = EventIDs(makeUUID: source.next, processMark: "m")
        #expect(
            [ids.next(), ids.next(), ids.next(), ids.next()]
                == [a.uuidString.lowercased(), b.uuidString.lowercased(), "m-1", "m-2"])
    }

    @Test func twoProcessesWithTheStuckSourceNeverShareAnID() {
        var first = EventIDs(makeUUID: { Self.stuck })
        var second = EventIDs(makeUUID: { Self.stuck }, processMark: "\(getpid() + 1)-0")
        let ids = (1...100).map { _ in first.next() } + (1...100).map { _ in second.next() }
        #expect(Set(ids).count == 200)
    }

    @Test func everyEventReachesTheBackendWhenTheSystemRepeatsItsUUID() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(
                .init(batchSize: 10), eventIDs: EventIDs(makeUUID: { Self.stuck }))
            for index in 1...6 { await analytics.track(AnalyticsEvent("tapped_\(index)")) }
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == (1...6).map { "tapped_\($0)" })
            #expect(Set(harness.collector.events.map(\.id)).count == 6)
            #expect(
                harness.logs.messages.contains {
                    $0.contains("the system gave the same UUID twice; event IDs are counted from now on")
                })
        }
    }
}

/// Gives the UUIDs it was made with, in order, then the last one again.
private final class UUIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var rest: [UUID]

    init(_ uuids: [UUID]) {
        rest = uuids
    }

    @Sendable func next() -> UUID {
        lock.withLock { rest.count > 1 ? rest.removeFirst() : rest[0] }
    }
}
