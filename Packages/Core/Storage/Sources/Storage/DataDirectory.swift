import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The directories a program keeps its files in, readable by their owner only.
public enum DataDirectory {
    /// Creates `url` (and its parents) with mode 0700 if it is missing, or narrows an existing one to 0700.
    public static func prepare(_ url: URL) throws(StorageError) {
        var status = stat()
        if stat(url.path, &status) != 0 {
            do {
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .foundation("create", url, error)
            }
        } else if status.st_mode & S_IFMT != S_IFDIR {
            throw StorageError(operation: "use", file: url.lastPathComponent, reason: "it is not a directory")
        }
        // The owner is checked on the open directory the mode is then set on, whatever the path names.
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("open", url) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .system("use", url) }
        if let refusal = DataDirectoryEntries.foreignOwner(of: status) {
            throw StorageError(operation: "use", file: url.lastPathComponent, reason: refusal)
        }
        guard status.st_mode & 0o777 == 0o700 || fchmod(descriptor, 0o700) == 0 else {
            throw .system("set the mode of", url)
        }
    }

    /// Throws, naming the first one, when an entry in `url` may have come from another local user.
    public static func checkEntries(of url: URL) throws(StorageError) {
        try DataDirectoryEntries.check(url)
    }

    /// Like ``prepare(_:)`` for a directory the program alone owns; returns where anything in its place went.
    @discardableResult
    public static func prepareOwned(_ url: URL, now: Date) throws(StorageError) -> URL? {
        var status = stat()
        var movedAside: URL?
        if lstat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            movedAside = try Quarantine.moveAside(url, now: now)
        }
        if lstat(url.path, &status) != 0 {
            do {
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .foundation("create", url, error)
            }
        }
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("open", url) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .system("use", url) }
        if let refusal = DataDirectoryEntries.foreignOwner(of: status) {
            throw StorageError(operation: "use", file: url.lastPathComponent, reason: refusal)
        }
        guard fchmod(descriptor, 0o700) == 0 else { throw .system("set the mode of", url) }
        return movedAside
    }

    /// Flushes the directory's entries to disk, so the renames and deletions made in it survive a crash.
    public static func synchronize(_ url: URL) throws(StorageError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("open", url) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .system("sync", url) }
    }
}
