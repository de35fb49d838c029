import Foundation

/// SIGINT and SIGTERM caught once for a whole `run` of several scripts: each session in turn reads
/// them from its own stream, and a signal that arrives between two sessions is kept, so the run
/// stops before the next script instead of losing it.
final class SignalRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (id: Int, continuation: AsyncStream<Int32>.Continuation)?
    private var streams = 0
    private var first: Int32?
    private var listener: Task<Void, Never>?

    /// Starts reading `numbers`, the signals as they arrive.
    init(numbers: AsyncStream<Int32>) {
        listener = Task { [weak self] in
            for await number in numbers { self?.deliver(number) }
        }
    }

    /// The first signal that arrived, if one did.
    var received: Int32? { lock.withLock { first } }

    /// The signals from now on, for the session about to run, until it stops reading them.
    func stream() -> AsyncStream<Int32> {
        let (numbers, continuation) = AsyncStream.makeStream(of: Int32.self)
        let id = lock.withLock {
            streams += 1
            current = (streams, continuation)
            return streams
        }
        continuation.onTermination = { [weak self] _ in self?.end(id) }
        return numbers
    }

    /// Stops reading the signals.
    func stop() {
        listener?.cancel()
    }

    private func deliver(_ number: Int32) {
        let session = lock.withLock {
            if first == nil { first = number }
            return current?.continuation
        }
        session?.yield(number)
    }

    private func end(_ id: Int) {
        lock.withLock {
            if current?.id == id { current = nil }
        }
    }
}
