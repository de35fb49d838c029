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
        switch decoded(data) {
        case .success(let value):
            return .loaded(value)
        case .failure(let problem):
            return .quarantined(movedTo: try Quarantine.moveAside(url, now: now), reason: problem.reason)
        }
    }

    /// Replaces the file with `value` in the current version, as durably as `durability` says.
    public func save(_ value: Value, durability: Durability = .flushed) throws(StorageError) {
        try AtomicFile.write(try encode(value), to: url, durability: durability)
    }

    /// `value` as the file would hold it, without writing it: for a copy kept elsewhere (a
    /// window's scene storage), read back by ``decode(_:)``.
    public func encode(_ value: Value) throws(StorageError) -> Data {
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
        return data
    }

    /// The value `data` holds, read as the file would be: within the byte limit, an older version
    /// migrated, a newer one or anything that does not decode refused.
    public func decode(_ data: Data) throws(StorageError) -> Value {
        guard data.count <= byteLimit else {
            throw StorageError(operation: "read", file: url.lastPathComponent, reason: AtomicFile.tooLarge(byteLimit))
        }
        switch decoded(data) {
        case .success(let value): return value
        case .failure(let problem):
            throw StorageError(operation: "read", file: url.lastPathComponent, reason: problem.reason)
        }
    }

    /// Removes the file; a missing file is not an error.
    public func delete() throws(StorageError) {
        try AtomicFile.delete(url)
    }

    private func decoded(_ data: Data) -> Result<Value, Unusable> {
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
