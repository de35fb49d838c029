import FlyingFox
import FlyingSocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits on.
/// FlyingFox writes a response's head and body separately; with Nagle on, the body of a reply on
/// a kept-alive connection waits for the client's delayed ACK, about 40 ms per request on Linux.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    private static var noDelay: BoolSocketOption {
        BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
    }

    let base: Base

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // Best effort: a socket that refuses the option still works, only slower.
        try? socket.setValue(true, for: Self.noDelay)
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
