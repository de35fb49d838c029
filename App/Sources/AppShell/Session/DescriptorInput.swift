#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum DescriptorInput {
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
