#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads from a file descriptor with read(2). A descriptor left non-blocking (by Node.js, a
/// terminal multiplexer) is waited on until it has more, never taken for the end of the input.
enum DescriptorInput {
    /// What `descriptor` holds now, up to `count` bytes, waiting for a first byte (a non-blocking
    /// descriptor with nothing yet is left `waiting`, by default until it has some); empty at its
    /// end; nil on a failure (the reason in `errno`).
    static func bytes(
        upTo count: Int, from descriptor: Int32,
        waiting: (Int32) -> Void = { _ = DescriptorWait.until($0, accepts: POLLIN, withinMilliseconds: -1) }
    ) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: count)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got >= 0 { return Array(chunk.prefix(got)) }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                waiting(descriptor)
            } else if errno != EINTR {
                return nil
            }
        }
    }
}
