import FlyingFox
import FlyingSocks
import Foundation

/// One FlyingFox server listening on 127.0.0.1, from `start` until `stop`. Going offline stops
/// it; coming back online starts a new one on the same port.
struct Listener: Sendable {
    typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    let port: UInt16
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    /// Binds 127.0.0.1:`port` (0 picks a free port) and starts answering with `handler`.
    static func start(port: UInt16, handler: @escaping Handler) async throws -> Listener {
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port),
            timeout: 300,
            pool: NoDelaySocketPool(base: HTTPServer.defaultPool()),
            logger: .disabled,
            handler: ClosureHTTPHandler(handler)
        )
        let (failures, reportFailure) = AsyncStream.makeStream(of: (any Error).self)
        let task = Task {
            defer { reportFailure.finish() }
            do {
                try await server.run()
            } catch {
                reportFailure.yield(error)
                throw error
            }
        }
        do {
            try await firstOf(listening: server, failing: failures, port: port)
            guard case .ip4(_, let boundPort) = await server.listeningAddress else {
                throw DevBackendError.cannotListen(port: port, reason: "the server did not start")
            }
            return Listener(port: boundPort, server: server, task: task)
        } catch {
            await server.stop()
            task.cancel()
            throw error
        }
    }

    /// Closes the listening socket and the open connections, then waits for the server to end.
    func stop() async {
        await server.stop()
        _ = await task.result
    }

    /// Ends the server without waiting, for an owner that is going away.
    func cancel() {
        task.cancel()
    }

    /// Returns once the server listens, or throws the error it failed with while starting.
    private static func firstOf(listening server: HTTPServer, failing failures: AsyncStream<any Error>, port: UInt16) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.waitUntilListening(timeout: 10) }
            group.addTask {
                for await error in failures {
                    throw DevBackendError.cannotListen(port: port, reason: error.localizedDescription)
                }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
