internal import FlyingSocks
import Foundation

/// Runs `body` with `http://127.0.0.1:<port>`, an address where every connection is refused: the
/// port is bound but never listens, for as long as `body` runs. Use it for "nothing listening"
/// rather than a stopped ``LoopbackServer``, whose freed port a server started by a test running
/// beside may take.
public func withRefusingAddress<T>(_ body: (URL) async throws -> T) async throws -> T {
    let socket = try Socket(domain: AF_INET)
    defer { try? socket.close() }
    try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
    guard case .ip4(_, let port) = try socket.sockname(),
        let url = URL(string: "http://127.0.0.1:\(port)")
    else { throw URLError(.cannotConnectToHost) }
    return try await body(url)
}
