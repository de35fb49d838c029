/// Runs `body` with a started ``LoopbackServer`` and stops the server afterwards, whether `body`
/// returns or throws. `host` names the server in its base URL (`localhost` gives a second origin);
/// `tls` and `keepsConnectionsAlive` are as ``LoopbackServer/start(host:tls:keepsConnectionsAlive:)`` takes them.
public func withLoopbackServer(
    host: String = "127.0.0.1", tls: LoopbackTLS? = nil, keepsConnectionsAlive: Bool = false,
    _ body: (LoopbackServer) async throws -> Void
) async throws {
    let server = try await LoopbackServer.start(host: host, tls: tls, keepsConnectionsAlive: keepsConnectionsAlive)
    do {
        try await body(server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}
