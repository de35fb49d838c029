import Foundation

/// A wall clock that stands still until a test moves it.
final class ManualTime: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = start
    }

    var now: @Sendable () -> Date {
        { self.lock.withLock { self.current } }
    }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

/// A clock whose sleeps return at once and are recorded, so latency is asserted without waiting.
struct RecordingClock: Clock {
    final class Sleeps: @unchecked Sendable {
        private let lock = NSLock()
        private var durations: [Duration] = []

        var all: [Duration] { lock.withLock { durations } }

        func append(_ duration: Duration) {
            lock.withLock { durations.append(duration) }
        }
    }

    let sleeps = Sleeps()
    private let base = ContinuousClock()

    var now: ContinuousClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        sleeps.append(now.duration(to: deadline))
    }
}
