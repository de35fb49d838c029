import NetworkingTesting
import Testing

@Suite struct TestClockTests {
    @Test func aManualClockWakesASleeperOnlyAtItsDeadline() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(9))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledSleepOnAManualClockThrows() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers(count: 1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test func aRecordingClockReturnsAtOnceAndRemembersDurations() async throws {
        let clock = RecordingClock()
        try await clock.sleep(for: .seconds(3))
        try await clock.sleep(for: .milliseconds(250))
        #expect(clock.sleeps == [.seconds(3), .milliseconds(250)])
        #expect(clock.now.offset == .milliseconds(3250))
    }

    @Test func aGateHoldsWaitersUntilItOpens() async {
        let gate = Gate()
        let opened = Counter()
        let waiter = Task {
            await gate.wait()
            _ = opened.increment()
        }
        gate.open()
        await waiter.value
        await gate.wait()
        #expect(opened.increment() == 2)
    }
}
