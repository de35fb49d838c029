import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input's lines, each read only when the session asks for the next one, on a queue of
/// its own so the main actor keeps running the app while the user types. Input that arrives
/// faster than it runs (`yes | app-shell`) waits in the pipe, not in memory.
enum StandardInputLines {
    /// The lines of what `read` returns (standard input by default; an empty chunk is the end),
    /// each at most a script's size.
    static func stream(
        read: @escaping @Sendable () -> [UInt8] = readStandardInput
    ) -> AsyncStream<InputLine> {
        let reader = Reader(read: read)
        return AsyncStream(unfolding: { await reader.next() })
    }

    /// What standard input holds now, up to 64 KiB, waiting for a first byte; empty at its end.
    /// (Foundation's `read(upToCount:)` waits until the count is reached, a line typed or not.)
    @Sendable static func readStandardInput() -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count >= 0 { return Array(chunk.prefix(count)) }
            if errno != EINTR { return [] }
        }
    }

    /// Reads one line per call, off the caller's thread: a read blocks until the user types.
    /// Sendable by its queue: the splitter is touched on `queue` only, one call at a time.
    private final class Reader: @unchecked Sendable {
        private let queue = DispatchQueue(label: "app-shell.standard-input")
        private let read: @Sendable () -> [UInt8]
        private var splitter = LineSplitter(limit: ScriptSource.byteLimit)

        init(read: @escaping @Sendable () -> [UInt8]) {
            self.read = read
        }

        func next() async -> InputLine? {
            await withCheckedContinuation { continuation in
                queue.async {
                    continuation.resume(returning: self.splitter.next(read: self.read))
                }
            }
        }
    }
}
