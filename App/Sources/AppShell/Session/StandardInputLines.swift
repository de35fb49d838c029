import Foundation

/// Standard input's lines as they arrive, read on a thread of their own so the main actor keeps
/// running the app while the user types.
enum StandardInputLines {
    static func stream() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }.start()
        }
    }
}
