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

    /// What standard input holds now, up to 64 KiB, waiting for a first byte; empty at its end,
    /// or when it fails (a terminal that hung up). (Foundation's `read(upToCount:)` waits until
    /// the count is reached, a line typed or not.)
    @Sendable static func readStandardInput() -> [UInt8] {
        DescriptorInput.bytes(upTo: 64 << 10, from: STDIN_FILENO) ?? []
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
