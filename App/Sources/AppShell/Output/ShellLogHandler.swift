import Logging

struct ShellLogHandler: LogHandler {
    let lines: LogLines
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let allMetadata = metadata.merging(event.metadata ?? [:]) { $1 }
        let details = allMetadata.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let error = event.error.map { " error=\($0)" } ?? ""
        lines.add(event.level, "\(event.message)\(details)\(error)")
    }
}
