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
    /// Creates `url` (and its parents) with mode 0700 if it is missing, or narrows an existing one
    /// to 0700; one that belongs to another user is refused and left as it is.
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
        // The owner is checked on the directory the mode is then set on, whatever the path names
        // meanwhile.
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

    /// Checks that nothing in `url` can have come from another local user: throws, naming the
    /// first one found, when an entry in it (or in a directory in it) belongs to another user, or
    /// is a file or directory its group or others may write. Symbolic links are not followed.
    public static func checkEntries(of url: URL) throws(StorageError) {
        try DataDirectoryEntries.check(url)
    }

    /// Like ``prepare(_:)``, for a directory the program alone owns, such as a queue inside its
    /// data directory, where the path itself is never followed: anything else in its place (a
    /// symbolic link, a file) is moved aside first and a fresh directory made; the moved entry's
    /// new location is returned.
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
        // Opened without following a link, so the mode is set on this directory and nothing else.
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

    /// Flushes the directory's entries to disk, so the renames and deletions made in it survive a
    /// crash.
    public static func synchronize(_ url: URL) throws(StorageError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("open", url) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .system("sync", url) }
    }
}
