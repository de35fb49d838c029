import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 server on 127.0.0.1, plain or over TLS, from `start` until `stop`, on SwiftNIO's shared event loops
/// (it holds no thread of its own). Going offline stops it; coming back online starts a new one on
/// the same port.
struct Listener: Sendable {
    typealias Handler = @Sendable (APIRequest) async -> APIResponse

    let port: UInt16
    private let channel: any Channel
    private let connections: OpenConnections

    /// Binds 127.0.0.1:`port` (0 picks a free port) and starts answering with `handler`; request
    /// bodies past `bodyLimit` bytes are drained and answered 413. At most `connectionLimit`
    /// connections are open at a time, and one on which nothing arrives for `idleTimeout` while
    /// no request is being answered is closed: each holds a file descriptor of the process, which
    /// an app embedding the backend needs for its own files. One past the limit is closed at once.
    /// With `tls`, every connection speaks TLS first.
    static func start(
        port: UInt16, bodyLimit: Int, connectionLimit: Int, idleTimeout: Duration, tls: (any ConnectionSecurity)?,
        handler: @escaping Handler
    ) async throws -> Listener {
        let connections = OpenConnections(limit: connectionLimit)
        let channel: any Channel
        do {
            channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .serverChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(AcceptPause())
                    }
                }
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
                // A client's half-close ends its requests, not the answer to the last one.
                .childChannelOption(.allowRemoteHalfClosure, value: true)
                .childChannelInitializer { channel in
                    guard connections.add(channel) else {
                        // SwiftNIO closes a connection whose set-up fails.
                        return channel.eventLoop.makeFailedFuture(ConnectionLimitReached())
                    }
                    return channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try tls?.secure(pipeline)
                        try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                        try pipeline.addHandler(ConnectionCloser(timeout: TimeAmount(idleTimeout)))
                        try pipeline.addHandler(APIChannelHandler(bodyLimit: bodyLimit, handler: handler))
                    }
                }
                .bind(host: "127.0.0.1", port: Int(port)).get()
        } catch {
            throw DevBackendError.cannotListen(port: port, reason: "\(error)")
        }
        guard let bound = channel.localAddress?.port else {
            try? await channel.close()
            throw DevBackendError.cannotListen(port: port, reason: "the server did not start")
        }
        return Listener(port: UInt16(bound), channel: channel, connections: connections)
    }

    /// Closes the listening socket and the open connections.
    func stop() async {
        try? await channel.close()
        await connections.closeAll()
    }

    /// Closes everything without waiting, for an owner that is going away.
    func cancel() {
        channel.close(promise: nil)
        Task { [connections] in await connections.closeAll() }
    }
}

private struct ConnectionLimitReached: Error {}
