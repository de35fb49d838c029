import Foundation

/// A `Codable` value kept in one file as `{"schemaVersion": N, "value": …}`.
public struct VersionedFile<Value: Codable & Sendable>: Sendable {
    /// Turns the raw file of an older `schemaVersion` into the current value; throws if it can't.
    public typealias Migration = @Sendable (_ schemaVersion: Int, _ file: Data) throws -> Value

    /// What loading found.
    public enum Loaded: Sendable {
        case missing
        case loaded(Value)
        case quarantined(movedTo: URL, reason: String)
    }

    /// Where the file lives.
    public let url: URL
    /// The version this build writes.
    public let schemaVersion: Int
    /// The most the file may hold, in bytes, when it is read and when it is written.
    public let byteLimit: Int
    private let migration: Migration?

    /// A file at `url` in format `schemaVersion`, with an optional migration from older versions.
    public init(
        url: URL, schemaVersion: Int, byteLimit: Int = AtomicFile.defaultByteLimit,
        migration: Migration? = nil
    ) {
        self.url = url
        self.schemaVersion = schemaVersion
        self.byteLimit = byteLimit
        self.migration = migration
    }

    /// Reads the file.
    public func load(now: Date) throws(StorageError) -> Loaded {
        if let refusal = AtomicFile.refusal(at: url, byteLimit: byteLimit) {
            return .quarantined(movedTo: try Quarantine.moveAside(url, now: now), reason: refusal)
        }
        guard let data = try AtomicFile.read(url, byteLimit: byteLimit) else { return .missing }
        switch decode(data) {
        case .success(let value):
            return .loaded(value)
        case .failure(let problem):
            return .quarantined(movedTo: try Quarantine.moveAside(url, now: now), reason: problem.reason)
        }
    }

    /// Replaces the file with `value` in the current version, as durably as `durability` says.
    public func save(_ value: Value, durability: Durability = .flushed) throws(StorageError) {
        let data: Data
        do {
            data = try Self.encoder.encode(Envelope(schemaVersion: schemaVersion, value: value))
        } catch {
            // The encoder's error describes the value it met; a log line needs only the fact.
            throw StorageError(
                operation: "encode", file: url.lastPathComponent, reason: "the value cannot be encoded")
        }
        guard data.count <= byteLimit else {
            throw StorageError(
                operation: "write", file: url.lastPathComponent, reason: AtomicFile.tooLarge(byteLimit))
        }
        try AtomicFile.write(data, to: url, durability: durability)
    }

    /// Removes the file; a missing file is not an error.
    public func delete() throws(StorageError) {
        try AtomicFile.delete(url)
    }

    private func decode(_ data: Data) -> Result<Value, Unusable> {
        guard let header = try? Self.decoder.decode(Header.self, from: data) else {
            return .failure(Unusable(reason: "it is not a versioned \(url.lastPathComponent) file"))
        }
        if header.schemaVersion > schemaVersion {
            return .failure(Unusable(reason: "it was written by a newer version (\(header.schemaVersion))"))
        }
        do {
            if header.schemaVersion == schemaVersion {
                return .success(try Self.decoder.decode(Envelope.self, from: data).value)
            }
            guard let migration else {
                return .failure(Unusable(reason: "version \(header.schemaVersion) can no longer be read"))
            }
            return .success(try migration(header.schemaVersion, data))
        } catch {
            return .failure(Unusable(reason: "its contents do not decode"))
        }
    }

    private struct Header: Decodable {
        let schemaVersion: Int
    }

    private struct Envelope: Codable {
        let schemaVersion: Int
        let value: Value
    }

    private struct Unusable: Error {
        let reason: String
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
