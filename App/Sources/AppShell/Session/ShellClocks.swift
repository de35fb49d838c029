import AppCore
import Clocks

/// The clocks the app runs on: virtual in `run` and `demo` against the embedded backend, else real.
struct ShellClocks: Sendable {
    let timer: any Clock<Duration>
    let network: any Clock<Duration>
    let advance: @Sendable (Duration) async -> Void

    static func of(_ options: ShellOptions) -> ShellClocks {
        options.usesVirtualClock ? virtual() : real()
    }

    static func virtual() -> ShellClocks {
        let timer = VirtualClock()
        return ShellClocks(timer: timer, network: ImmediateClock<Duration>()) { duration in
            await timer.advance(by: duration)
        }
    }

    static func real() -> ShellClocks {
        let clock = ContinuousClock()
        return ShellClocks(timer: clock, network: clock) { duration in
            try? await clock.sleep(for: duration)
        }
    }
}
