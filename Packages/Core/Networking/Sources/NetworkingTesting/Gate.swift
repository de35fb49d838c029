import Foundation

/// A door that tasks wait at until a test opens it, so a scripted answer waits without sleeping.
public final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var cancelledEarly: Set<Int> = []
    private var nextID = 0

    /// A closed gate.
    public init() {}

    /// Returns once the gate is open, or when the waiting task is cancelled.
    public func wait() async {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let proceed = lock.withLock {
                    if isOpen || cancelledEarly.remove(id) != nil { return true }
                    waiting[id] = continuation
                    return false
                }
                if proceed { continuation.resume() }
            }
        } onCancel: {
            let continuation = lock.withLock {
                let continuation = waiting.removeValue(forKey: id)
                if continuation == nil { cancelledEarly.insert(id) }
                return continuation
            }
            continuation?.resume()
        }
    }

    /// Opens the gate for good, releasing every waiter.
    public func open() {
        let released = lock.withLock {
            isOpen = true
            defer { waiting = [:] }
            return Array(waiting.values)
        }
        released.forEach { $0.resume() }
    }
}
