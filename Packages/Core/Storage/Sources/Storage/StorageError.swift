/// Why a file operation failed: the operation, the file's name (never its contents) and the cause.
public struct StorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done (`create`, `write`, `rename`, `read`, …).
    public let operation: String
    /// The file's last path component.
    public let file: String
    /// The system's reason.
    public let reason: String

    /// Creates an error.
    public init(operation: String, file: String, reason: String) {
        self.operation = operation
        self.file = file
        self.reason = reason
    }

    /// One line for logs.
    public var description: String { "could not \(operation) \(file): \(reason)" }
}
