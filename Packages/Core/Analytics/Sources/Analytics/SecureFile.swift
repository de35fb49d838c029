import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files readable by their owner only, atomically and durably: a new file is created
/// with mode 0600, written, flushed to disk, renamed over the target, and the rename is flushed.
/// A crash at any point leaves the old file or the new one, never a part of one.
enum SecureFile {
    /// The prefix of files being written; a crash can leave one behind, never a target.
    static let temporaryPrefix = ".partial-"

    static func save(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(temporaryPrefix + UUID().uuidString)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw posixError("create \(temporary.lastPathComponent)") }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw posixError("flush \(temporary.lastPathComponent)") }
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = posixError("rename to \(url.lastPathComponent)")
            unlink(temporary.path)
            throw error
        }
        syncDirectory(directory)
    }

    /// Creates `url` with mode 0700 if missing, and narrows it to 0700 if it exists.
    static func createPrivateDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
    }

    /// Makes a rename or an unlink in `directory` durable.
    static func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw posixError("write") }
                offset += written
            }
        }
    }

    private static func posixError(_ action: String) -> SecureFileError {
        SecureFileError(action: action, reason: String(cString: strerror(errno)))
    }
}

/// A failed step of writing a file, with the system's reason.
struct SecureFileError: Error, CustomStringConvertible {
    var action: String
    var reason: String

    var description: String { "could not \(action): \(reason)" }
}
