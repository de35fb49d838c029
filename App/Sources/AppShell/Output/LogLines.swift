import Foundation
import Logging

/// The shell's log output: one line per message, `level: message`, with no timestamp, label or
/// module (the module only repeated what the message says). A message that repeats the one
/// before it with other numbers (the same upload failing again after its back-off, in this run
/// or the relaunched one) is one failure and is left out. While `hold()` is in force, lines wait
/// until `release()`, so a text-mode line's screens are never split by them.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let mask: SecretMask
    /// The last message written, its numbers masked.
    private var lastShape: String?
    /// Lines waiting for `release()`; nil when nothing holds them.
    private var held: [String]?

    init(
        mask: SecretMask = SecretMask(), write: @escaping @Sendable (String) -> Void = StandardError.writeLine
    ) {
        self.mask = mask
        self.write = write
    }

    func add(_ level: Logger.Level, _ message: String) {
        let line = "\(level): \(mask.masked(message))"
        lock.withLock {
            let shape = Self.shape(of: line)
            guard shape != lastShape else { return }
            lastShape = shape
            if held != nil {
                held?.append(line)
            } else {
                write(line)
            }
        }
    }

    /// Keeps the lines that come from now on until `release()`.
    func hold() {
        lock.withLock {
            if held == nil { held = [] }
        }
    }

    /// Writes the lines held, and the next ones as they come.
    func release() {
        lock.withLock {
            held?.forEach(write)
            held = nil
        }
    }

    /// The line with every run of digits as `#`.
    private static func shape(of line: String) -> String {
        var shape = ""
        for character in line {
            if character.isASCII, character.isNumber {
                if shape.last != "#" { shape.append("#") }
            } else {
                shape.append(character)
            }
        }
        return shape
    }
}
