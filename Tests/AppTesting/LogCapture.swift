import Foundation
import Logging

/// Keeps every line logged through its logger, at every level, so a test can read what the app
/// logged. A line is `<level> <message>`, then the metadata and the error when there are any.
public final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    public init() {}

    /// A logger that logs into this capture.
    public var logger: Logger {
        Logger(label: "app") { _ in Handler(capture: self) }
    }

    /// Everything logged so far, one line each.
    public var entries: [String] {
        lock.withLock { lines }
    }

    /// Everything logged so far, as one text.
    public var text: String {
        entries.joined(separator: "\n")
    }

    /// How many lines contain `text`.
    public func count(containing text: String) -> Int {
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
            var line = "\(event.level) \(event.message)"
            let allMetadata = metadata.merging(event.metadata ?? [:]) { $1 }
            if !allMetadata.isEmpty { line += " \(allMetadata)" }
            if let error = event.error { line += " error=\(error)" }
            capture.append(line)
        }
    }
}

extension Logger {
    /// A logger that drops everything, for setup whose logs no test reads.
    public static let quiet = Logger(label: "quiet") { _ in SwiftLogNoOpLogHandler() }
}
