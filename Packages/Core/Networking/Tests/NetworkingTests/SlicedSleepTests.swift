import NetworkingTesting
import Testing

@testable import Networking

struct SlicedSleepTests {
    @Test func itWaitsASliceAtATimeUntilTheWholeDurationHasPassed() async throws {
        let clock = RecordingClock()
        let start = clock.now
        try await clock.sleep(for: .milliseconds(2_500), inSlicesOf: .seconds(1))

        #expect(clock.sleeps == [.seconds(1), .seconds(1), .milliseconds(500)])
        #expect(clock.now == start.advanced(by: .milliseconds(2_500)))
    }

    @Test func oneAdvancePastTheDeadlineEndsItAtOnce() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(30), inSlicesOf: .seconds(1)) }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(31))
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingItThrows() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(30), inSlicesOf: .seconds(1)) }
        await clock.waitForSleepers(count: 1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
