/// Reads an injected clock as the time passed since the stopwatch started, so moments of any
/// clock type can be stored and compared as plain durations.
struct Stopwatch: Sendable {
    /// The time since the start.
    let elapsed: @Sendable () -> Duration
    /// Suspends until `elapsed` reaches the given offset; throws when the task is cancelled.
    let sleep: @Sendable (_ untilOffset: Duration) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleep = { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
    }
}
