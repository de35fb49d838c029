import Foundation

/// A count that closures on any thread can add to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add(_ amount: Int = 1) {
        lock.withLock { count += amount }
    }
}
