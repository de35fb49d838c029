import NIOCore

extension SocketAddress {
    /// Whether this is an address of this machine's loopback: 127.0.0.0/8, `::1`, or an IPv4
    /// loopback address written as IPv6 (`::ffff:127.0.0.1`). A Unix socket is not a network
    /// address and counts as loopback.
    var isLoopback: Bool {
        switch self {
        case .v4(let address):
            return UInt32(bigEndian: address.address.sin_addr.s_addr) >> 24 == 127
        case .v6(let address):
            let bytes = withUnsafeBytes(of: address.address.sin6_addr) { Array($0) }
            if bytes == Array(repeating: 0, count: 15) + [1] { return true }
            return bytes.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff] && bytes[12] == 127
        case .unixDomainSocket:
            return true
        }
    }
}
