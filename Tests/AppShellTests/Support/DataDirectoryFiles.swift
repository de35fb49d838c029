import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files a test puts into, or reads out of, a data directory, without the app's code.
enum DataDirectoryFiles {
    /// Writes a valid outbox file for an event named `name` under `fileName` in `directory`, and
    /// returns its ID and bytes.
    @discardableResult
    static func storeEvent(_ name: String, as fileName: String, in directory: URL) throws -> (
        id: String, bytes: Data
    ) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let id = UUID().uuidString.lowercased()
        let bytes = Data(
            #"{"schemaVersion":1,"event":{"id":"\#(id)","name":"\#(name)","timestamp":"2026-01-02T03:04:05Z","properties":{}}}"#
                .utf8)
        try bytes.write(to: directory.appendingPathComponent(fileName))
        return (id, bytes)
    }

    /// The IDs and names of the events the embedded backend saved in `dataDirectory` (its
    /// `dev-backend-events.jsonl`, a JSON object a line).
    static func receivedEvents(in dataDirectory: URL) throws -> [(id: String, name: String)] {
        let log = dataDirectory.appendingPathComponent("dev-backend-events.jsonl")
        guard FileManager.default.fileExists(atPath: log.path) else { return [] }
        return try Data(contentsOf: log).split(separator: UInt8(ascii: "\n")).compactMap { line in
            let event = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
            guard let id = event?["id"] as? String, let name = event?["name"] as? String else { return nil }
            return (id, name)
        }
    }

    /// Makes `url` a file of `size` bytes that takes no disk space (a hole), as a planted one could.
    static func plantSparseFile(_ url: URL, size: UInt64) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
    }

    /// The names in `directory`, sorted.
    static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// The POSIX permission bits of `url`, not following a link.
    static func mode(of url: URL) -> mode_t {
        var status = stat()
        return lstat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }
}
