import Foundation
import Services

/// A ``/Services/CredentialStore`` on a disk a test can fill: while ``isFull``, a write changes
/// nothing and fails as the file store's does on a full disk (`isOutOfSpace`); otherwise every
/// call goes to the store it wraps, real files and all.
public final class FullDiskCredentialStore: CredentialStore, @unchecked Sendable {
    private let base: any CredentialStore
    private let lock = NSLock()
    private var full = false
    private var refused = 0

    /// The store `base`, on a disk with room until ``isFull`` is set.
    public init(wrapping base: any CredentialStore) {
        self.base = base
    }

    /// Whether the disk is full now.
    public var isFull: Bool {
        get { lock.withLock { full } }
        set { lock.withLock { full = newValue } }
    }

    /// How many writes the full disk has refused.
    public var refusedWrites: Int {
        lock.withLock { refused }
    }

    public func read() throws(CredentialStoreError) -> Data? {
        try base.read()
    }

    public func write(_ data: Data) throws(CredentialStoreError) {
        let refuses = lock.withLock {
            if full { refused += 1 }
            return full
        }
        if refuses {
            throw CredentialStoreError(
                "could not write .session.json.tmp: No space left on device (a full disk, FullDiskCredentialStore)",
                isOutOfSpace: true)
        }
        try base.write(data)
    }

    public func delete() throws(CredentialStoreError) {
        try base.delete()
    }

    public func moveAside() throws(CredentialStoreError) -> String {
        try base.moveAside()
    }
}
