import Foundation
import Storage

/// The folder of the data directory one feature owns: versioned files of its own, which the app
/// removes when the session ends.
public struct FeatureStorage: Sendable {
    /// The feature's folder; it is made (mode 0700) when a file in it is first asked for.
    public let directory: URL

    /// The storage kept in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The versioned file `name` in the feature's folder; a name that is not one plain file name
    /// (1 to 64 letters, digits, `-`, `_` or `.`, not starting with `.`) is refused.
    public func file<Value: Codable & Sendable>(
        named name: String, schemaVersion: Int, byteLimit: Int = AtomicFile.defaultByteLimit,
        of type: Value.Type = Value.self
    ) throws(StorageError) -> VersionedFile<Value> {
        guard Self.isPlainFileName(name) else {
            throw StorageError(
                operation: "use", file: String(name.prefix(64)),
                reason: "a feature's file name is 1 to 64 letters, digits, '-', '_' or '.', not starting with '.'")
        }
        try DataDirectory.prepare(directory)
        return VersionedFile(
            url: directory.appendingPathComponent(name), schemaVersion: schemaVersion, byteLimit: byteLimit)
    }

    /// Removes the folder and every file in it; a folder that is missing is not an error.
    public func removeAll() throws(StorageError) {
        guard (try? FileManager.default.attributesOfItem(atPath: directory.path)) != nil else { return }
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            let code = (error as NSError).code
            throw StorageError(operation: "remove", file: directory.lastPathComponent, reason: "error \(code)")
        }
    }

    private static let allowed = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")

    private static func isPlainFileName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { allowed.contains($0) }
    }
}
