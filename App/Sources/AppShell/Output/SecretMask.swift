import Foundation

/// The values `${NAME}` variables put into a session's script lines: whatever the shell prints
/// (events, errors, logs, a report) shows each of them as `***`. Shared by the session's output
/// paths, some of which log from other threads.
final class SecretMask: @unchecked Sendable {
    static let mask = "***"

    private let lock = NSLock()
    /// The values as UTF-8, longest first, so a value holding another is masked whole.
    private var values: [[UInt8]] = []

    /// Masks `newValues` too from now on (an empty value hides nothing and is left out).
    func add(_ newValues: some Sequence<String>) {
        lock.withLock {
            for value in newValues where !value.isEmpty && !values.contains(Array(value.utf8)) {
                values.append(Array(value.utf8))
            }
            values.sort { $0.count > $1.count }
        }
    }

    /// Whether there is nothing to mask.
    var isEmpty: Bool { lock.withLock { values.isEmpty } }

    /// `text` with every occurrence of every value as `***`, matched byte for byte, so a value is
    /// found wherever its bytes are, whatever characters surround it.
    func masked(_ text: String) -> String {
        let values = lock.withLock { self.values }
        guard !values.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for value in values where bytes.count >= value.count {
            bytes = bytes.replacing(value, with: Array(Self.mask.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
