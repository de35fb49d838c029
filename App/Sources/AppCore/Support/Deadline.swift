/// An instant on a clock that work waits for, which can also be asked whether it has passed, so
/// a host that moves a manual clock can finish due work at once instead of yielding and hoping.
struct Deadline: Sendable {
    private let hasPassed: @Sendable () -> Bool
    private let sleep: @Sendable () async throws -> Void

    /// The instant `duration` from now on `clock`.
    init(after duration: Duration, on clock: any Clock<Duration>) {
        self.init(after: duration, clock: clock)
    }

    private init<C: Clock<Duration>>(after duration: Duration, clock: C) {
        let instant = clock.now.advanced(by: duration)
        hasPassed = { clock.now >= instant }
        sleep = { try await clock.sleep(until: instant, tolerance: nil) }
    }

    /// Whether the clock has reached the instant.
    var isDue: Bool { hasPassed() }

    /// Returns when the clock reaches the instant; throws when the waiting task is cancelled.
    func wait() async throws {
        try await sleep()
    }
}
