import Testing

@testable import AppShell

struct ShellClocksTests {
    @Test func theVirtualNetworkClockNeverWaits() async throws {
        let clocks = ShellClocks.virtual()
        try await clocks.network.sleep(for: .seconds(3_600), tolerance: nil)
    }

    @Test func theVirtualTimerClockFiresWhenAdvancedFarEnough() async throws {
        let clocks = ShellClocks.virtual()
        let timer = sleeper(on: clocks.timer, for: .milliseconds(500))
        await clocks.advance(.milliseconds(500))
        try await timer.value
    }

    /// A task sleeping until `duration` from now, the instant taken before it starts, as the app's
    /// timers do (`Deadline`): a relative sleep that started after the advance would wait forever,
    /// which is how this test was found unfinished in a stalled ThreadSanitizer run.
    private func sleeper<C: Clock<Duration>>(on clock: C, for duration: Duration) -> Task<Void, any Error> {
        let instant = clock.now.advanced(by: duration)
        return Task { try await clock.sleep(until: instant, tolerance: nil) }
    }
}
