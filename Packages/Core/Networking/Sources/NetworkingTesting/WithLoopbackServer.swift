/// Runs `body` with a started ``LoopbackServer`` and stops the server afterwards, whether `body`
/// returns or throws.
public func withLoopbackServer(_ body: (LoopbackServer) async throws -> Void) async throws {
    let server = try await LoopbackServer.start()
    do {
        try await body(server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}
