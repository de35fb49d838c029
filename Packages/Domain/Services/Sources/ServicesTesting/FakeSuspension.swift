import Foundation
import Services

/// A call a fake holds until the test resumes it, to keep a request in flight.
public final class FakeSuspension: @unchecked Sendable {
    /// How a held call stopped waiting.
    public enum Outcome: Equatable, Sendable {
        case resumed
        case cancelled
    }

    private let lock = NSLock()
    private var isHeld = false
    private var isResumed = false
    private var outcome: Outcome?
    private var heldCall: CheckedContinuation<Outcome, Never>?
    private var heldWatchers: [CheckedContinuation<Void, Never>] = []
    private var outcomeWatchers: [CheckedContinuation<Outcome, Never>] = []

    init() {}

    /// Returns once the call has arrived and is being held.
    public func waitUntilHeld() async {
        await withCheckedContinuation { (watcher: CheckedContinuation<Void, Never>) in
            let arrived = lock.withLock {
                if !isHeld { heldWatchers.append(watcher) }
                return isHeld
            }
            if arrived { watcher.resume() }
        }
    }

    /// Lets the held call go on (or the next one through, if it has not arrived yet).
    public func resume() {
        let call = lock.withLock {
            isResumed = true
            defer { heldCall = nil }
            return heldCall
        }
        call?.resume(returning: .resumed)
    }

    /// Waits until the held call stops waiting, and says why.
    public func waitForOutcome() async -> Outcome {
        await withCheckedContinuation { (watcher: CheckedContinuation<Outcome, Never>) in
            let known = lock.withLock {
                if outcome == nil { outcomeWatchers.append(watcher) }
                return outcome
            }
            if let known { watcher.resume(returning: known) }
        }
    }

    func hold() async throws(ServiceError) {
        let ending = await withTaskCancellationHandler {
            await withCheckedContinuation { (call: CheckedContinuation<Outcome, Never>) in
                let decided: Outcome? = lock.withLock {
                    isHeld = true
                    if isResumed { return .resumed }
                    if self.outcome == .cancelled { return .cancelled }
                    heldCall = call
                    return nil
                }
                notifyHeld()
                if let decided { call.resume(returning: decided) }
            }
        } onCancel: {
            let call = lock.withLock {
                if outcome == nil, !isResumed { outcome = .cancelled }
                defer { heldCall = nil }
                return heldCall
            }
            call?.resume(returning: .cancelled)
        }
        finish(ending)
        if ending == .cancelled { throw .cancelled }
    }

    private func notifyHeld() {
        let watchers = lock.withLock {
            defer { heldWatchers = [] }
            return heldWatchers
        }
        watchers.forEach { $0.resume() }
    }

    private func finish(_ final: Outcome) {
        let watchers = lock.withLock {
            outcome = final
            defer { outcomeWatchers = [] }
            return outcomeWatchers
        }
        watchers.forEach { $0.resume(returning: final) }
    }
}
