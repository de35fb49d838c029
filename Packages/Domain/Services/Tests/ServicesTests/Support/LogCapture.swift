import Foundation
import Logging

/// A `Logger` whose lines are kept in memory, so a test can read what was logged.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var messages: [String] {
        lock.withLock { lines }
    }

    var logger: Logger {
        Logger(label: "test") { _ in Handler(capture: self) }
    }

    fileprivate func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append("\(event.message)")
        }
    }
}

extension Logger {
    /// A logger that drops everything, so test output stays clean.
    static let quiet = Logger(label: "test.quiet") { _ in SwiftLogNoOpLogHandler() }
}
