import Foundation
import Storage

/// The Linux ``CredentialStore``: one file in the data directory with mode 0600, replaced
/// atomically (a temporary file created 0600, fsync, rename), and renamed aside, never deleted,
/// when its owner cannot read it. What cannot be read as a file (a symbolic link, never followed,
/// a directory, a file larger than ``byteLimit``) is not read: an unusable error.
public struct FileCredentialStore: CredentialStore {
    /// The file's name unless another is given.
    public static let defaultFileName = "session.json"
    /// The most the file may hold: a session (two tokens of at most 4,096 characters and a date)
    /// is a few kilobytes.
    public static let byteLimit = 64 << 10

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
        if let refusal = AtomicFile.refusal(at: fileURL, byteLimit: Self.byteLimit) {
            throw CredentialStoreError("\(fileURL.lastPathComponent): \(refusal)", isUnusable: true)
        }
        return try storage { () throws(StorageError) in
            try AtomicFile.read(fileURL, byteLimit: Self.byteLimit)
        }
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
            throw CredentialStoreError(error.description, isOutOfSpace: error.isOutOfSpace)
        }
    }
}
