import Clocks
import Foundation
import Testing

@testable import AppCore
@testable import AppShell

struct ShellClocksTests {
    /// Against the embedded backend, `run` and `demo` are on the virtual clock; against another
    /// server (`--api-url`), and at the prompt, time is real: back-off and `Retry-After` wait within
    /// their caps, and `wait` sleeps.
    @Test(arguments: [
        (ShellOptions.Mode.run(scriptPath: "s.txt"), false, true),
        (.runScripts(paths: ["a.txt", "b.txt"], junitReport: nil), false, true),
        (.demo, false, true),
        (.run(scriptPath: "s.txt"), true, false),
        (.runScripts(paths: ["a.txt"], junitReport: nil), true, false),
        (.interactive, false, false),
        (.interactive, true, false),
    ])
    func theClockFollowsTheModeAndTheBackend(mode: ShellOptions.Mode, remote: Bool, virtual: Bool) {
        let options = ShellOptions(
            mode: mode, apiURL: remote ? URL(string: "https://staging.example.com") : nil)
        #expect(options.usesVirtualClock == virtual)
        let clocks = ShellClocks.of(options)
        #expect((clocks.network is ImmediateClock<Duration>) == virtual)
        #expect((clocks.network is ContinuousClock) == !virtual)
        #expect((clocks.timer is ContinuousClock) == !virtual)
    }

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
