import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One process's hold on a data directory, so two never write it side by side.
public final class DataDirectoryLock: Sendable {
    /// Why the lock was not taken.
    public enum Failure: Error, Equatable, Sendable {
        /// Another process holds the directory: its ID, when it has written it yet.
        case held(byProcess: Int32?)
        case unusable(StorageError)
    }

    /// The lock file's name inside the data directory.
    public static let fileName = "lock"

    private let descriptor: Int32

    /// Takes the lock of `directory` (which must exist) at once, or throws.
    public init(_ directory: URL) throws(Failure) {
        let url = directory.appendingPathComponent(Self.fileName)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP {
                throw .unusable(
                    StorageError(operation: "open", file: Self.fileName, reason: AtomicFile.linkRefusal))
            }
            throw .unusable(.system("open", url))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, let refusal = AtomicFile.refusal(of: status, byteLimit: .max) {
            close(descriptor)
            throw .unusable(StorageError(operation: "open", file: Self.fileName, reason: refusal))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure: Failure =
                errno == EWOULDBLOCK
                ? .held(byProcess: Self.holder(descriptor)) : .unusable(.system("lock", url))
            close(descriptor)
            throw failure
        }
        fchmod(descriptor, 0o600)
        let holder = Data("\(getpid())\n".utf8)
        ftruncate(descriptor, 0)
        _ = holder.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = descriptor
    }

    deinit {
        // Unlocked before closing: a child not yet past exec shares this open file and would keep the lock.
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func holder(_ descriptor: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(
            String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
