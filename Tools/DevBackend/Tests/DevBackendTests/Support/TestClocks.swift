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
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    final class Sleeps: @unchecked Sendable {
        private let lock = NSLock()
        private var durations: [Duration] = []

        var all: [Duration] { lock.withLock { durations } }

        func append(_ duration: Duration) {
            lock.withLock { durations.append(duration) }
        }
    }

    let sleeps = Sleeps()
    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        sleeps.append(deadline.offset)
    }
}
