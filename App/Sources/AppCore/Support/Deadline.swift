/// An instant on a clock that work waits for, which can also be asked whether it has passed.
struct Deadline: Sendable {
    private let hasPassed: @Sendable () -> Bool
    private let sleep: @Sendable () async throws -> Void

    init(after duration: Duration, on clock: any Clock<Duration>) {
        self.init(after: duration, clock: clock)
    }

    private init<C: Clock<Duration>>(after duration: Duration, clock: C) {
        let instant = clock.now.advanced(by: duration)
        hasPassed = { clock.now >= instant }
        sleep = { try await clock.sleep(until: instant, tolerance: nil) }
    }

    var isDue: Bool { hasPassed() }

    func wait() async throws {
        try await sleep()
    }
}
