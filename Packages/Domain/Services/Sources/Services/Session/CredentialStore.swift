import Foundation

/// Keeps one secret item on the device as raw bytes.
public protocol CredentialStore: Sendable {
    /// The stored bytes, or nil when nothing is stored.
    func read() throws(CredentialStoreError) -> Data?

    /// Replaces the stored bytes, all at once.
    func write(_ data: Data) throws(CredentialStoreError)

    /// Removes the stored bytes; nothing stored is not an error.
    func delete() throws(CredentialStoreError)

    /// Puts the stored bytes out of the way without destroying them.
    func moveAside() throws(CredentialStoreError) -> String
}

/// Why a credential store could not do what was asked, in one line for logs.
public struct CredentialStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed and why; names no secret.
    public let description: String
    /// Whether what is stored can never be read as it is (a file too large, a symbolic link).
    public let isUnusable: Bool
    /// Whether the device's disk is full (or its quota used up): a write may pass once there is room.
    public let isOutOfSpace: Bool

    /// Creates an error.
    public init(_ description: String, isUnusable: Bool = false, isOutOfSpace: Bool = false) {
        self.description = description
        self.isUnusable = isUnusable
        self.isOutOfSpace = isOutOfSpace
    }
}
