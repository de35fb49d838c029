import AppCore
import Clocks

/// The clocks the app runs on: virtual in `run` and `demo` against the embedded backend (only
/// `wait` moves time), real otherwise.
struct ShellClocks: Sendable {
    /// What the app's timers wait on: the launch-screen minimum, the analytics batch age.
    let timer: any Clock<Duration>
    /// What the app's network back-off waits on.
    let network: any Clock<Duration>
    /// Lets `duration` pass for the timers.
    let advance: @Sendable (Duration) async -> Void

    static func of(_ options: ShellOptions) -> ShellClocks {
        options.usesVirtualClock ? virtual() : real()
    }

    /// Timers on a virtual clock, the network on an immediate one.
    static func virtual() -> ShellClocks {
        let timer = VirtualClock()
        return ShellClocks(timer: timer, network: ImmediateClock<Duration>()) { duration in
            await timer.advance(by: duration)
        }
    }

    /// Real time for everything; advancing sleeps.
    static func real() -> ShellClocks {
        let clock = ContinuousClock()
        return ShellClocks(timer: clock, network: clock) { duration in
            try? await clock.sleep(for: duration)
        }
    }
}
