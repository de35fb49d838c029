struct Stopwatch: Sendable {
    let elapsed: @Sendable () -> Duration
    let sleep: @Sendable (_ untilOffset: Duration) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleep = { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
    }
}
