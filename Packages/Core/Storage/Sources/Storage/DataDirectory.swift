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
            throw StorageError(operation: "create", file: url.lastPathComponent, reason: systemReason(error))
        }
        chmod(url.path, 0o700)
    }

    /// The system's own words for a failure ("File name too long"), not Foundation's dump of it.
    private static func systemReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return nsError.localizedDescription
    }

    /// Like ``prepare(_:)``, and narrows an existing directory to 0700 too: for a directory the
    /// program alone owns, such as a queue inside its data directory, where no one chose a mode.
    public static func prepareOwned(_ url: URL) throws(StorageError) {
        try prepare(url)
        guard chmod(url.path, 0o700) == 0 else { throw AtomicFile.failure("set the mode of", url) }
    }

    /// Flushes the directory's entries to disk, so the renames and deletions made in it survive a
    /// crash.
    public static func synchronize(_ url: URL) throws(StorageError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFile.failure("open", url) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw AtomicFile.failure("sync", url) }
    }
}
