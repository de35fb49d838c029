import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input's lines, read on a queue of their own so the app runs while the user types.
enum StandardInputLines {
    static func stream(
        read: @escaping @Sendable () -> [UInt8] = readStandardInput
    ) -> AsyncStream<InputLine> {
        let reader = Reader(read: read)
        return AsyncStream(unfolding: { await reader.next() })
    }

    @Sendable static func readStandardInput() -> [UInt8] {
        DescriptorInput.bytes(upTo: 64 << 10, from: STDIN_FILENO) ?? []
    }

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
