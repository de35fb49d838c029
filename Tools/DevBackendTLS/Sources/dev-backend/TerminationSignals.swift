import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Catches SIGINT and SIGTERM, so the server can stop cleanly instead of being killed.
final class TerminationSignals {
    private let stream: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    /// Starts catching the signals; until then they would end the process at once.
    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        let queue = DispatchQueue(label: "dev-backend.signals")
        self.stream = stream
        self.sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
    }

    /// Returns when the first of the signals arrives.
    func next() async {
        var iterator = stream.makeAsyncIterator()
        _ = await iterator.next()
    }

    deinit {
        sources.forEach { $0.cancel() }
    }
}
