#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor with write(2), which reports a failure as a value where
/// Foundation's `FileHandle.write(_:)` traps.
enum DescriptorOutput {
    /// Writes all of `text` to `descriptor`, again after an interruption or a partial write;
    /// returns the error number of a failure, nil once everything is written.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }
}
