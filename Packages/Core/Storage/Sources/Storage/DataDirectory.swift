import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one directory a program keeps its files in, readable by its owner only.
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
            throw StorageError(operation: "create", file: url.lastPathComponent, reason: "\(error)")
        }
        chmod(url.path, 0o700)
    }
}
