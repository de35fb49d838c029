import NetworkingTesting

@testable import AppShell

extension ShellSession {
    /// A request under `backend latency` waits until it is cancelled, however slowly the test's
    /// machine runs: the backend's latency waits on a clock nobody advances, and no request gives
    /// up within an hour.
    mutating func neverEndLatency() {
        backendClock = ManualClock()
        requestTimeout = .seconds(3_600)
    }
}
