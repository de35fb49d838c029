import Foundation

/// The backend's one data file, `dev-backend.json` in its data directory: versioned, written
/// atomically, and moved aside (never overwritten) when it does not decode.
struct DataFile {
    static let name = "dev-backend.json"
    static let version = 1

    /// What is stored: the format version around the data.
    private struct Contents: Codable {
        let version: Int
        let data: BackendData
    }

    /// What loading found: the data to start from, and where an unreadable file was moved.
    struct Loaded {
        let data: BackendData
        let quarantined: URL?
    }

    let url: URL

    init(directory: URL) {
        self.url = directory.appendingPathComponent(Self.name)
    }

    /// Reads the file; starts from the seed when there is none, or when it does not decode
    /// (then it is moved aside first). Throws only when the file cannot be read at all.
    func load(now: Date) throws -> Loaded {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return Loaded(data: .seed(), quarantined: nil)
        }
        let bytes = try Data(contentsOf: url)
        if let contents = try? JSONCoding.decoder().decode(Contents.self, from: bytes), contents.version == Self.version {
            return Loaded(data: contents.data, quarantined: nil)
        }
        return Loaded(data: .seed(), quarantined: try quarantine(now: now))
    }

    func save(_ data: BackendData) throws {
        let encoder = JSONCoding.encoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write(encoder.encode(Contents(version: Self.version, data: data)), to: url)
    }

    /// Moves the file to `dev-backend.json.corrupt-<time>[-n]`, never replacing an earlier one.
    private func quarantine(now: Date) throws -> URL {
        let stamp = Int64(now.timeIntervalSince1970)
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let destination = url.deletingLastPathComponent().appendingPathComponent("\(Self.name).corrupt-\(stamp)\(suffix)")
            if !FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.moveItem(at: url, to: destination)
                return destination
            }
            attempt += 1
        }
    }
}
