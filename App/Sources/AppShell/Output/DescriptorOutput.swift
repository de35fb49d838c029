#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor with write(2), which reports a failure where `FileHandle` traps.
enum DescriptorOutput {
    static func writeAll(
        _ bytes: some Collection<UInt8>, to descriptor: Int32,
        waiting: (Int32) -> Void = { _ = DescriptorWait.until($0, accepts: POLLOUT, withinMilliseconds: -1) }
    ) -> Int32? {
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                rest = rest.dropFirst(written)
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                waiting(descriptor)
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }

    static func writeWithoutWaiting(
        _ bytes: some Collection<UInt8>, to descriptor: Int32, milliseconds: Int32
    )
        -> Bool
    {
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            guard DescriptorWait.until(descriptor, accepts: POLLOUT, withinMilliseconds: milliseconds) else {
                return false
            }
            // Room was reported for a pipe buffer's worth at least; no more is written at once.
            let chunk = rest.prefix(Int(PIPE_BUF))
            let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                rest = rest.dropFirst(written)
            } else if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
                return false
            }
        }
        return true
    }
}
