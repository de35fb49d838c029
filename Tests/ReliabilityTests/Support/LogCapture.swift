import Foundation
import Logging

/// Keeps every line logged through its logger, so a test can read what the app logged.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// A logger, at every level, that logs into this capture.
    var logger: Logger {
        Logger(label: "reliability-tests") { _ in Handler(capture: self) }
    }

    /// Everything logged so far, one line each, as `<level> <message>`.
    var entries: [String] {
        lock.withLock { lines }
    }

    /// How many lines contain `text`.
    func count(containing text: String) -> Int {
        lock.withLock { lines.count { $0.contains(text) } }
    }

    private func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var logLevel = Logger.Level.trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append("\(event.level) \(event.message)")
        }
    }
}

extension Logger {
    /// A logger that drops everything, for setup whose logs no test reads.
    static let quiet = Logger(label: "reliability-quiet") { _ in SwiftLogNoOpLogHandler() }
}
