import Foundation
import Logging

/// The shell's log output: one `level: message` line per message.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let mask: SecretMask
    private var lastShape: String?
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

    func hold() {
        lock.withLock {
            if held == nil { held = [] }
        }
    }

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
