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
    /// Creates `url` (and its parents) with mode 0700 if it is missing; an existing directory is
    /// left as the user made it.
    public static func prepare(_ url: URL) throws(StorageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw StorageError(operation: "use", file: url.lastPathComponent, reason: "it is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .foundation("create", url, error)
        }
        chmod(url.path, 0o700)
    }

    /// Like ``prepare(_:)``, for a directory the program alone owns, such as a queue inside its
    /// data directory: narrowed to 0700, where no one chose a mode. Anything else in its place (a
    /// symbolic link, a file) is moved aside first, never followed, and a fresh directory made;
    /// the moved entry's new location is returned.
    @discardableResult
    public static func prepareOwned(_ url: URL, now: Date) throws(StorageError) -> URL? {
        var status = stat()
        var movedAside: URL?
        if lstat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            movedAside = try Quarantine.moveAside(url, now: now)
        }
        try prepare(url)
        // Opened without following a link, so the mode is set on this directory and nothing else.
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("open", url) }
        defer { close(descriptor) }
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
