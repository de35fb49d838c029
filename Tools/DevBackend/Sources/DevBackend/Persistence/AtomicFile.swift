import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old contents or the new, never a mix: a temporary file
/// created 0600 next to it, fsync, then rename over it.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(TokenGenerator.make().prefix(8)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary.path) }
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            throw WriteError(description: "could not write \(temporary.lastPathComponent): \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else { throw failure("rename", temporary) }
        renamed = true
        syncDirectory(of: url)
    }

    /// Makes the rename itself durable; a directory that cannot be opened is left as it is.
    private static func syncDirectory(of url: URL) {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ action: String, _ url: URL) -> WriteError {
        WriteError(description: "could not \(action) \(url.lastPathComponent): \(String(cString: strerror(errno)))")
    }
}
