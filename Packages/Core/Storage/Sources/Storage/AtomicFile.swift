import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes where a reader sees the old contents or the new, never a mix, and
/// the file has its mode from the first byte (a plain `Data.write(options: .atomic)` leaves 0644).
public enum AtomicFile {
    /// Writes `data` to `url`: a temporary file created with `mode` beside it, fsync, rename over
    /// the old file, then fsync the directory so the rename itself survives a crash.
    public static func write(_ data: Data, to url: URL, mode: mode_t = 0o600) throws(StorageError) {
        let temporary = temporaryURL(for: url)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        // The umask may have narrowed the mode at creation; set it exactly.
        fchmod(descriptor, mode)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            throw StorageError(operation: "write", file: temporary.lastPathComponent, reason: "\(error)")
        }
        guard rename(temporary.path, url.path) == 0 else { throw failure("rename", url) }
        renamed = true
        // The data is already safe in the file; a directory that cannot be flushed only risks the rename.
        try? DataDirectory.synchronize(url.deletingLastPathComponent())
    }

    /// The file's contents, or nil when there is no file.
    public static func read(_ url: URL) throws(StorageError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw StorageError(operation: "read", file: url.lastPathComponent, reason: "\(error)")
        }
    }

    /// Removes the file; a missing file is not an error.
    public static func delete(_ url: URL) throws(StorageError) {
        guard unlink(url.path) == 0 || errno == ENOENT else { throw failure("delete", url) }
    }

    static func failure(_ operation: String, _ url: URL) -> StorageError {
        StorageError(operation: operation, file: url.lastPathComponent, reason: String(cString: strerror(errno)))
    }
}
