/// How far a write has gone when it returns.
public enum Durability: Sendable {
    /// To the disk: the file and its directory are flushed (fsync), so the write survives a power loss.
    case flushed
    /// To the kernel: the write survives the process being killed, not a power loss.
    case written
}
