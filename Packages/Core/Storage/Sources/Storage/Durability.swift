/// How far a write has gone when it returns: `flushed` (file and directory fsynced) survives a power
/// loss, `written` (to the kernel) only the process being killed.
public enum Durability: Sendable {
    case flushed
    case written
}
