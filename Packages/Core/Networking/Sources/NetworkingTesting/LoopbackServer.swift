import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Testing

/// A real HTTP/1.1 server on a loopback address and an ephemeral port, answering as the test
/// scripts it (see ``RequestScripting``), hostile answers included (see
/// ``ScriptedResponse/Delivery``). It runs on SwiftNIO's shared event loops, so any number of
/// servers hold no thread of their own. Every connection closes after one answer. Call ``stop()``
/// when the test is done (``withLoopbackServer(host:_:)`` does).
public final class LoopbackServer: RequestScripting {
    /// The routes and the requests received.
    public let script: RequestScript
    /// `http://<host>:<port>`, to give the client under test.
    public let baseURL: URL
    private let channel: any Channel
    private let connections: LoopbackConnections

    private init(script: RequestScript, baseURL: URL, channel: any Channel, connections: LoopbackConnections) {
        self.script = script
        self.baseURL = baseURL
        self.channel = channel
        self.connections = connections
    }

    /// Starts a server on `127.0.0.1` and returns once it accepts connections. `host` names the
    /// server in ``baseURL``: `localhost` gives a second origin on the same machine.
    public static func start(host: String = "127.0.0.1") async throws -> LoopbackServer {
        let script = RequestScript()
        let connections = LoopbackConnections()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                connections.opened(channel)
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(HTTPRequestDecoder()))
                    try channel.pipeline.syncOperations.addHandler(
                        LoopbackHandler(script: script, connections: connections))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        guard let port = channel.localAddress?.port, let baseURL = URL(string: "http://\(host):\(port)") else {
            try? await channel.close()
            throw LoopbackServerError.notListening
        }
        return LoopbackServer(script: script, baseURL: baseURL, channel: channel, connections: connections)
    }

    /// Bytes written in answers so far, heads included: how much of an endless body went out.
    public var bytesSent: Int { connections.bytesSent }

    /// Closes the listening socket and every open connection, and cancels answers still being
    /// prepared (a ``Gate`` wait ends). Records a test issue for each request nobody scripted (it
    /// was answered 501).
    public func stop() async {
        try? await channel.close()
        await connections.closeAll()
        for route in script.unscriptedRoutes {
            Issue.record("LoopbackServer: unscripted request \(route)")
        }
    }
}

/// Why a loopback server could not start.
public enum LoopbackServerError: Error {
    /// The socket was bound but reported no port.
    case notListening
}
