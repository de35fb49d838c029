import Foundation
import Logging

/// Keeps every line logged through its logger, at every level, so a test can read what the app
/// logged.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// A logger that logs into this capture.
    var logger: Logger {
        Logger(label: "app") { _ in Handler(capture: self) }
    }

    /// Everything logged so far, one line each.
    var text: String {
        lock.withLock { lines.joined(separator: "\n") }
    }

    private func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var logLevel = Logger.Level.trace
        var metadata: Logger.Metadata = [:]
        var metadataProvider: Logger.MetadataProvider?

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let error = event.error.map { " error=\($0)" } ?? ""
            capture.append(
                "\(event.level) \(event.message) \(metadata.merging(event.metadata ?? [:]) { $1 })\(error)")
        }
    }
}
