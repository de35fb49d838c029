import NIOCore

extension SocketAddress {
    /// Whether this is a loopback address: 127.0.0.0/8, `::1`, `::ffff:127.0.0.1`, or a Unix socket.
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
