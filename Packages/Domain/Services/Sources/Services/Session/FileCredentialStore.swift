import Foundation
import Storage

/// The Linux ``CredentialStore``: one file in the data directory with mode 0600, replaced
/// atomically (a temporary file created 0600, fsync, rename), and renamed aside, never deleted,
/// when its owner cannot read it.
public struct FileCredentialStore: CredentialStore {
    /// The file's name unless another is given.
    public static let defaultFileName = "session.json"

    /// Where the bytes live.
    public let fileURL: URL
    private let now: @Sendable () -> Date

    /// A store for `fileName` in `directory`; the directory is created 0700 on the first write.
    /// `now` stamps the name of a file moved aside.
    public init(
        directory: URL, fileName: String = defaultFileName, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.fileURL = directory.appendingPathComponent(fileName)
        self.now = now
    }

    public func read() throws(CredentialStoreError) -> Data? {
        try storage { () throws(StorageError) in try AtomicFile.read(fileURL) }
    }

    public func write(_ data: Data) throws(CredentialStoreError) {
        try storage { () throws(StorageError) in
            try DataDirectory.prepare(fileURL.deletingLastPathComponent())
            try AtomicFile.write(data, to: fileURL, mode: 0o600)
        }
    }

    public func delete() throws(CredentialStoreError) {
        try storage { () throws(StorageError) in try AtomicFile.delete(fileURL) }
    }

    public func moveAside() throws(CredentialStoreError) -> String {
        try storage { () throws(StorageError) in try Quarantine.moveAside(fileURL, now: now()).lastPathComponent }
    }

    private func storage<T>(_ operation: () throws(StorageError) -> T) throws(CredentialStoreError) -> T {
        do {
            return try operation()
        } catch {
            throw CredentialStoreError(error.description)
        }
    }
}
