import Foundation
import Logging

/// Collects what a `Logger` made with ``logger`` writes, for assertions.
final class LogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(level: Logger.Level, message: String)] = []

    var logger: Logger {
        var logger = Logger(label: "test.analytics") { _ in Handler(recorder: self) }
        logger.logLevel = .trace
        return logger
    }

    var messages: [String] {
        lock.withLock { lines.map(\.message) }
    }

    func messages(atLeast level: Logger.Level) -> [String] {
        lock.withLock { lines.filter { $0.level >= level }.map(\.message) }
    }

    fileprivate func append(_ level: Logger.Level, _ message: String) {
        lock.withLock { lines.append((level, message)) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.append(event.level, event.message.description)
        }
    }
}
