import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps 127.0.0.1:`port` for the backend while it does not listen (offline, or stopped), so that
/// listening again gets the same address. The socket is bound but never listens: connections to
/// the port are refused, and the system gives the port to no one else (a test process starts
/// many servers on ports the system picks, and one took a freed port). Address reuse on both
/// sockets lets the listener bind while the reservation still holds the port; dropping the
/// reservation lets the port go.
struct PortReservation: ~Copyable {
    private let descriptor: Int32

    /// Binds the port without listening; nil when it cannot be bound (the listener will then say
    /// why when it tries).
    init?(port: UInt16) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var reuse: Int32 = 1
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0
                    && bind(descriptor, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard bound else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
