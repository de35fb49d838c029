/// Runs `body` with a started ``LoopbackServer`` and stops the server afterwards, whether `body`
/// returns or throws. `host` names the server in its base URL (`localhost` gives a second origin).
public func withLoopbackServer(
    host: String = "127.0.0.1", _ body: (LoopbackServer) async throws -> Void
) async throws {
    let server = try await LoopbackServer.start(host: host)
    do {
        try await body(server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}
