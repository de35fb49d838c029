import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback address that takes connections and never answers: it listens but never accepts, so
/// the system completes each connection and keeps what the client sends, as a server stalled in the
/// middle of a TLS handshake would.
public struct StallingAddress: Sendable {
    /// `https://127.0.0.1:<port>`.
    public let url: URL
    fileprivate let descriptor: Int32

    /// How many connections were made to it so far (each is taken off the queue, and closed).
    public func takeConnections() -> Int {
        var count = 0
        while case let connection = accept(descriptor, nil, nil), connection >= 0 {
            close(connection)
            count += 1
        }
        return count
    }
}

/// Runs `body` with a ``StallingAddress``.
public func withStallingAddress<T>(_ body: (StallingAddress) async throws -> T) async throws -> T {
    let (descriptor, port) = try boundLoopbackSocket()
    defer { close(descriptor) }
    // Non-blocking, so counting the connections never waits for one more.
    guard listen(descriptor, 16) == 0, fcntl(descriptor, F_SETFL, O_NONBLOCK) == 0,
        let url = URL(string: "https://127.0.0.1:\(port)")
    else {
        throw RefusingAddressError.noSocket
    }
    return try await body(StallingAddress(url: url, descriptor: descriptor))
}
