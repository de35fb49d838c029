import Foundation

/// A clock that moves only when the test calls ``advance(by:)``; sleepers whose deadline has come then wake.
public final class ManualClock: Clock, @unchecked Sendable {
    private struct Sleeper {
        var deadline: TestClockInstant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = TestClockInstant()
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelledEarly: Set<Int> = []
    private var nextID = 0
    private var sleeperWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A clock at its start.
    public init() {}

    /// The start plus every advance so far.
    public var now: TestClockInstant {
        lock.withLock { current }
    }

    /// Zero: the clock is exact.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on the clock.
    public var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// Suspends until an advance reaches `deadline`; returns at once if it has been reached.
    public func sleep(until deadline: TestClockInstant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                } else {
                    releaseSleeperWatchers()
                }
            }
        } onCancel: {
            let sleeper = lock.withLock {
                let sleeper = sleepers.removeValue(forKey: id)
                if sleeper == nil { cancelledEarly.insert(id) }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once at least `count` tasks are asleep on the clock.
    public func waitForSleepers(count: Int) async {
        await withCheckedContinuation { continuation in
            let enough = lock.withLock {
                if sleepers.count >= count { return true }
                sleeperWatchers.append((count, continuation))
                return false
            }
            if enough { continuation.resume() }
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let woken = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.value.deadline <= current }
            due.keys.forEach { sleepers.removeValue(forKey: $0) }
            return due.values.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    private func releaseSleeperWatchers() {
        let released = lock.withLock {
            let count = sleepers.count
            let released = sleeperWatchers.filter { $0.count <= count }
            sleeperWatchers.removeAll { $0.count <= count }
            return released.map(\.continuation)
        }
        released.forEach { $0.resume() }
    }
}
