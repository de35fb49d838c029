import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with `http://127.0.0.1:<port>`, an address where every connection is refused.
public func withRefusingAddress<T>(_ body: (URL) async throws -> T) async throws -> T {
    let (descriptor, port) = try boundLoopbackSocket()
    defer { close(descriptor) }
    guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw RefusingAddressError.noSocket }
    return try await body(url)
}

/// A TCP socket bound to a free loopback port, not listening: connections to it are refused until
/// the caller listens. The caller closes it.
func boundLoopbackSocket() throws -> (descriptor: Int32, port: UInt16) {
    #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw RefusingAddressError.noSocket }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
            bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
        }
    }
    guard bound else {
        close(descriptor)
        throw RefusingAddressError.noSocket
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
}

/// Why ``withRefusingAddress(_:)`` could not make an address.
public enum RefusingAddressError: Error {
    case noSocket
}
