import Testing

@testable import AppCore
@testable import AppShell

struct ShellClocksTests {
    @Test func theVirtualNetworkClockNeverWaits() async throws {
        let clocks = ShellClocks.virtual()
        try await clocks.network.sleep(for: .seconds(3_600), tolerance: nil)
    }

    /// Waits the way the app's timers do, on a `Deadline` taken before the clock moves: a
    /// relative sleep whose task started after the advance would wait forever, which is how this
    /// test was found unfinished in a stalled ThreadSanitizer run.
    @Test func theVirtualTimerClockFiresWhenAdvancedFarEnough() async throws {
        let clocks = ShellClocks.virtual()
        let deadline = Deadline(after: .milliseconds(500), on: clocks.timer)
        let timer = Task { try await deadline.wait() }
        await clocks.advance(.milliseconds(500))
        try await timer.value
    }
}
