import Foundation

/// A clock whose time moves only when its host says so, to drive the app's timers without waiting.
public final class VirtualClock: Clock, @unchecked Sendable {
    /// The time passed since the clock was made.
    public struct Instant: InstantProtocol {
        /// How far the instant is from the clock's start.
        public var offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Self {
            Self(offset: offset + duration)
        }

        /// How long from this instant to `other` (negative when `other` is earlier).
        public func duration(to other: Self) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant()
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelledEarly: Set<Int> = []
    private var nextID = 0

    /// A clock at its start.
    public init() {}

    /// The start plus every advance so far.
    public var now: Instant { lock.withLock { current } }

    /// Zero: the clock is exact.
    public var minimumResolution: Duration { .zero }

    var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Returns once an advance reaches `deadline`, at once if it has been reached.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let continuation = lock.withLock {
                let sleeper = sleepers.removeValue(forKey: id)
                if sleeper == nil { cancelledEarly.insert(id) }
                return sleeper?.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking each sleeper in order and letting its work run.
    public func advance(by duration: Duration) async {
        let target = lock.withLock { current.advanced(by: duration) }
        while let due = nextDue(upTo: target) {
            due.resume()
            for _ in 0..<20 { await Task.yield() }
        }
        lock.withLock { current = max(current, target) }
    }

    private func nextDue(upTo target: Instant) -> CheckedContinuation<Void, any Error>? {
        lock.withLock {
            guard let (id, sleeper) = sleepers.min(by: { $0.value.deadline < $1.value.deadline }),
                sleeper.deadline <= target
            else { return nil }
            sleepers.removeValue(forKey: id)
            current = max(current, sleeper.deadline)
            return sleeper.continuation
        }
    }
}
