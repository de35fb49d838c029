/// Runs `body` with a started ``LoopbackServer``, and stops the server afterwards.
public func withLoopbackServer(
    host: String = "127.0.0.1", tls: (any LoopbackServerSecurity)? = nil, keepsConnectionsAlive: Bool = false,
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
