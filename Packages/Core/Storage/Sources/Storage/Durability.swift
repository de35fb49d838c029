/// How far a write has gone when it returns.
public enum Durability: Sendable {
    /// To the disk: the file and its directory are flushed (fsync), so the write survives a power
    /// loss. For what must never be lost, such as credentials.
    case flushed
    /// To the kernel: the write survives the process being killed at any moment after it returns,
    /// and reaches the disk when the system writes it back or at the next ``AtomicFile/flush(_:)``.
    /// A power loss before then may lose it (the rename keeps it all or nothing either way).
    case written
}
