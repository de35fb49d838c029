import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation failed: the operation, the file's name (never its contents) and the cause.
public struct StorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done (`create`, `write`, `rename`, `read`, …).
    public let operation: String
    /// The file's last path component.
    public let file: String
    /// The system's reason.
    public let reason: String
    /// The system's error number (`errno`), when the system gave the reason.
    public let errorNumber: Int32?

    /// Creates an error.
    public init(operation: String, file: String, reason: String, errorNumber: Int32? = nil) {
        self.operation = operation
        self.file = file
        self.reason = reason
        self.errorNumber = errorNumber
    }

    /// One line for logs.
    public var description: String { "could not \(operation) \(file): \(reason)" }

    /// Whether the disk is full (or the user's quota used up): the same write may succeed once
    /// there is room.
    public var isOutOfSpace: Bool {
        errorNumber == ENOSPC || errorNumber == EDQUOT
    }

    /// The failure of the system call just made on `url`, in the system's words (`errno`).
    public static func system(_ operation: String, _ url: URL) -> StorageError {
        let number = errno
        return StorageError(
            operation: operation, file: url.lastPathComponent, reason: String(cString: strerror(number)),
            errorNumber: number)
    }

    /// A Foundation failure on `url`, in the system's words ("Not a directory") rather than
    /// Foundation's dump of the error with its user info.
    static func foundation(_ operation: String, _ url: URL, _ error: any Error) -> StorageError {
        let nsError = error as NSError
        let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let posix = [nsError, underlying].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        let number = posix.map { Int32($0.code) }
        let reason =
            number.map { String(cString: strerror($0)) } ?? "error \(nsError.code) of \(nsError.domain)"
        return StorageError(
            operation: operation, file: url.lastPathComponent, reason: reason, errorNumber: number)
    }
}
