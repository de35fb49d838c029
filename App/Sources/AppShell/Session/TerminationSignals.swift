import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT and SIGTERM, so the shell can end cleanly (or cancel a line) instead of being
/// killed: the dev backend's `TerminationSignals`, except that every signal is passed on, because
/// a second one means something else than the first.
enum TerminationSignals {
    /// Starts catching the signals and gives each one's number as it arrives; the catching stops
    /// when the stream's iteration ends (the signals are then ignored).
    static func caught() -> AsyncStream<Int32> {
        let (numbers, continuation) = AsyncStream.makeStream(of: Int32.self)
        let queue = DispatchQueue(label: "app-shell.signals")
        let sources = Sources(
            [SIGINT, SIGTERM].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { continuation.yield(number) }
                source.resume()
                return source
            })
        continuation.onTermination = { _ in sources.cancel() }
        return numbers
    }

    /// The signal sources, kept by the stream until it ends.
    private final class Sources: @unchecked Sendable {
        private let sources: [any DispatchSourceSignal]

        init(_ sources: [any DispatchSourceSignal]) {
            self.sources = sources
        }

        func cancel() {
            sources.forEach { $0.cancel() }
        }
    }
}
