import Foundation

/// Keeps one secret item on the device as raw bytes: a file with mode 0600 on Linux
/// (``FileCredentialStore``), the Keychain on Apple platforms.
///
/// Calls are synchronous, as file and Keychain calls are, so its owner can serialise them.
public protocol CredentialStore: Sendable {
    /// The stored bytes, or nil when nothing is stored.
    func read() throws(CredentialStoreError) -> Data?

    /// Replaces the stored bytes, all at once.
    func write(_ data: Data) throws(CredentialStoreError)

    /// Removes the stored bytes; nothing stored is not an error.
    func delete() throws(CredentialStoreError)

    /// Puts the stored bytes out of the way without destroying them, so they can be looked at and
    /// a fresh write never overwrites them; returns where they went, for logs.
    func moveAside() throws(CredentialStoreError) -> String
}

/// Why a credential store could not do what was asked, in one line for logs.
public struct CredentialStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed and why; names no secret.
    public let description: String
    /// Whether what is stored can never be read as it is (a file too large, a symbolic link): its
    /// owner moves it aside, as it does bytes that do not decode. Otherwise the failure may pass.
    public let isUnusable: Bool
    /// Whether the device's disk is full (or its quota used up): a write may pass once there is
    /// room.
    public let isOutOfSpace: Bool

    /// Creates an error.
    public init(_ description: String, isUnusable: Bool = false, isOutOfSpace: Bool = false) {
        self.description = description
        self.isUnusable = isUnusable
        self.isOutOfSpace = isOutOfSpace
    }
}
