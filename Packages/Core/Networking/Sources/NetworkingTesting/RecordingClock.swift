import Foundation

/// A clock whose sleeps return at once and that remembers every duration asked for.
public final class RecordingClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = TestClockInstant()
    private var recorded: [Duration] = []

    /// A clock at its start, with nothing recorded.
    public init() {}

    /// The start plus every duration slept so far.
    public var now: TestClockInstant {
        lock.withLock { current }
    }

    /// Zero: the clock is exact.
    public var minimumResolution: Duration { .zero }

    /// The durations slept, in order.
    public var sleeps: [Duration] {
        lock.withLock { recorded }
    }

    /// Records the wait and returns at once (throwing if the task is cancelled).
    public func sleep(until deadline: TestClockInstant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(current.duration(to: deadline))
            current = max(current, deadline)
        }
    }
}
