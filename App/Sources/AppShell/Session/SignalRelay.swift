import Foundation

/// The signals caught once for a `run` of several scripts, handed to each session in turn.
final class SignalRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (id: Int, continuation: AsyncStream<Int32>.Continuation)?
    private var streams = 0
    private var first: Int32?
    private var listener: Task<Void, Never>?

    init(numbers: AsyncStream<Int32>) {
        listener = Task { [weak self] in
            for await number in numbers { self?.deliver(number) }
        }
    }

    var received: Int32? { lock.withLock { first } }

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
