import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes where a reader sees the old contents or the new, never a mix.
public enum AtomicFile {
    /// The most a read takes unless its caller gives a smaller limit.
    public static let defaultByteLimit = 16 << 20

    /// Writes `data` to `url`: a temporary file created with `mode` beside it, renamed over the old file.
    public static func write(
        _ data: Data, to url: URL, mode: mode_t = 0o600, durability: Durability = .flushed
    ) throws(StorageError) {
        let temporary = temporaryURL(for: url)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .system("create", temporary) }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        defer { close(descriptor) }
        // The umask may have narrowed the mode at creation; set it exactly.
        fchmod(descriptor, mode)
        guard writeAll(data, to: descriptor) else { throw .system("write", temporary) }
        if durability == .flushed {
            guard fsync(descriptor) == 0 else { throw .system("write", temporary) }
        }
        guard rename(temporary.path, url.path) == 0 else { throw .system("rename", url) }
        renamed = true
        guard durability == .flushed else { return }
        try? DataDirectory.synchronize(url.deletingLastPathComponent())
    }

    /// Flushes a file written `.written` to the disk (fsync); a file already gone is not an error.
    public static func flush(_ url: URL) throws(StorageError) {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return }
            throw .system("flush", url)
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .system("flush", url) }
    }

    /// The file's contents, or nil when there is no file.
    public static func read(_ url: URL, byteLimit: Int = defaultByteLimit) throws(StorageError) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP {
                throw StorageError(operation: "read", file: url.lastPathComponent, reason: linkRefusal)
            }
            throw .system("read", url)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system("read", url) }
        if let refusal = refusal(of: status, byteLimit: byteLimit) {
            throw StorageError(operation: "read", file: url.lastPathComponent, reason: refusal)
        }
        // The size was checked, but a file can grow while it is read.
        guard let data = readAll(descriptor, upTo: byteLimit) else { throw .system("read", url) }
        guard data.count <= byteLimit else {
            throw StorageError(operation: "read", file: url.lastPathComponent, reason: tooLarge(byteLimit))
        }
        return data
    }

    /// Why the entry at `url` is not a regular file within `byteLimit`; nil when it is or there is none.
    public static func refusal(at url: URL, byteLimit: Int = defaultByteLimit) -> String? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return refusal(of: status, byteLimit: byteLimit)
    }

    /// Removes the file; a missing file is not an error.
    public static func delete(_ url: URL) throws(StorageError) {
        guard unlink(url.path) == 0 || errno == ENOENT else { throw .system("delete", url) }
    }

    /// Renames the entry at `url` to `destination` in the same directory; false when that name is taken.
    public static func move(_ url: URL, to destination: URL) throws(StorageError) -> Bool {
        guard let moved = move(path: url.path, to: destination.path) else { throw .system("move", url) }
        return moved
    }

    static func move(path: UnsafePointer<CChar>, to destination: String) -> Bool? {
        // linkat(2) without AT_SYMLINK_FOLLOW links the entry itself and never replaces a name.
        if linkat(AT_FDCWD, path, AT_FDCWD, destination, 0) == 0 {
            unlink(path)
            return true
        }
        if errno == EEXIST { return false }
        // A directory cannot be linked: rename it, once nothing is found at the destination.
        var status = stat()
        if lstat(destination, &status) == 0 { return false }
        guard rename(path, destination) == 0 else { return nil }
        return true
    }

    static let linkRefusal = "it is a symbolic link, which is never followed"

    static func refusal(of status: stat, byteLimit: Int) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: status.st_size > byteLimit ? tooLarge(byteLimit) : nil
        case S_IFLNK: linkRefusal
        case S_IFDIR: "it is a directory"
        default: "it is not a regular file"
        }
    }

    static func tooLarge(_ byteLimit: Int) -> String {
        "it is larger than \(ByteCount.text(byteLimit)), the most it may hold"
    }
}

private func readAll(_ descriptor: Int32, upTo byteLimit: Int) -> Data? {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while data.count <= byteLimit {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return data }
        if count < 0 {
            if errno == EINTR { continue }
            return nil
        }
        data.append(contentsOf: chunk[..<count])
    }
    return data
}

private func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }
}
