import Testing

@testable import AppCore

/// The clock `app-shell run` and the tests drive the app's timers with.
struct VirtualClockTests {
    @Test func aSleepUntilAnInstantAlreadyReachedReturnsAtOnce() async throws {
        let clock = VirtualClock()
        let deadline = clock.now.advanced(by: .milliseconds(500))
        await clock.advance(by: .milliseconds(500))
        // swift-clocks' TestClock waits here for the next advance: a timer whose task started just
        // after the advance never fired (the stalled runs of the root suite).
        try await clock.sleep(until: deadline)
    }

    @Test func anAdvanceWakesTheSleepersItReachesInOrderAndNoOthers() async throws {
        let clock = VirtualClock()
        let order = Order()
        let sleepers = [300, 100, 200, 900].map { milliseconds in
            Task {
                try await clock.sleep(until: clock.now.advanced(by: .milliseconds(milliseconds)))
                await order.append(milliseconds)
            }
        }
        while clock.sleeperCount < 4 { await Task.yield() }
        await clock.advance(by: .milliseconds(500))
        for sleeper in sleepers.prefix(3) { try await sleeper.value }
        #expect(await order.values == [100, 200, 300])
        #expect(clock.now == VirtualClock.Instant(offset: .milliseconds(500)))
        sleepers[3].cancel()
        await #expect(throws: CancellationError.self) { try await sleepers[3].value }
    }
}

private actor Order {
    private(set) var values: [Int] = []

    func append(_ value: Int) {
        values.append(value)
    }
}
