import Foundation

/// The values `${NAME}` variables put into a session's lines, which the shell always prints as `***`.
final class SecretMask: @unchecked Sendable {
    static let mask = "***"

    private let lock = NSLock()
    /// Longest first, so a value holding another is masked whole.
    private var values: [[UInt8]] = []

    func add(_ newValues: some Sequence<String>) {
        lock.withLock {
            for value in newValues where !value.isEmpty && !values.contains(Array(value.utf8)) {
                values.append(Array(value.utf8))
            }
            values.sort { $0.count > $1.count }
        }
    }

    var isEmpty: Bool { lock.withLock { values.isEmpty } }

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
