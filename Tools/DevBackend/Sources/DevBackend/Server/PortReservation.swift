import FlyingSocks
import Foundation

/// Keeps 127.0.0.1:`port` for the backend while it does not listen (offline, or stopped), so that
/// listening again gets the same address. The socket is bound but never listens: connections to
/// the port are refused, and the system gives the port to no one else (a test process starts
/// hundreds of servers on ports the system picks, and one took a freed port). Address reuse on
/// both sockets lets the listener bind while the reservation still holds the port; dropping the
/// reservation lets the port go.
struct PortReservation: ~Copyable {
    private let socket: Socket

    /// Binds the port without listening; nil when it cannot be bound (the listener will then say
    /// why when it tries).
    init?(port: UInt16) {
        guard let socket = try? Socket(domain: AF_INET) else { return nil }
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        } catch {
            try? socket.close()
            return nil
        }
        self.socket = socket
    }

    deinit {
        try? socket.close()
    }
}
