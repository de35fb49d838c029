import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 server on 127.0.0.1, from `start` until `stop`, on SwiftNIO's shared event loops
/// (it holds no thread of its own). Going offline stops it; coming back online starts a new one on
/// the same port.
struct Listener: Sendable {
    typealias Handler = @Sendable (APIRequest) async -> APIResponse

    let port: UInt16
    private let channel: any Channel
    private let connections: OpenConnections

    /// Binds 127.0.0.1:`port` (0 picks a free port) and starts answering with `handler`; request
    /// bodies past `bodyLimit` bytes are drained and answered 413.
    static func start(port: UInt16, bodyLimit: Int, handler: @escaping Handler) async throws -> Listener {
        let connections = OpenConnections()
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
                .childChannelInitializer { channel in
                    connections.add(channel)
                    return channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                        try channel.pipeline.syncOperations.addHandler(
                            APIChannelHandler(bodyLimit: bodyLimit, handler: handler))
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

/// The connections a listener accepted and that are still open.
private final class OpenConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: any Channel] = [:]

    func add(_ channel: any Channel) {
        lock.withLock { channels[ObjectIdentifier(channel)] = channel }
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.lock.withLock { _ = self?.channels.removeValue(forKey: ObjectIdentifier(channel)) }
        }
    }

    func closeAll() async {
        for channel in lock.withLock({ Array(channels.values) }) {
            try? await channel.close()
        }
    }
}
