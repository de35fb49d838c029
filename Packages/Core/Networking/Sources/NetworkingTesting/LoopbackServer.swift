import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Testing

/// A real HTTP/1.1 server on loopback that answers as the test scripts it, hostile answers included.
public final class LoopbackServer: RequestScripting {
    public let script: RequestScript
    /// `http://<host>:<port>` (`https` over TLS), to give the client under test.
    public let baseURL: URL
    private let channel: any Channel
    private let connections: LoopbackConnections

    private init(script: RequestScript, baseURL: URL, channel: any Channel, connections: LoopbackConnections) {
        self.script = script
        self.baseURL = baseURL
        self.channel = channel
        self.connections = connections
    }

    /// Starts a server on `127.0.0.1` and returns once it accepts connections.
    public static func start(
        host: String = "127.0.0.1", tls: (any LoopbackServerSecurity)? = nil, keepsConnectionsAlive: Bool = false
    ) async throws -> LoopbackServer {
        let script = RequestScript()
        let connections = LoopbackConnections()
        let secure = try tls?.prepare()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                connections.opened(channel)
                return channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try secure?(pipeline)
                    try pipeline.addHandler(ByteToMessageHandler(HTTPRequestDecoder()))
                    try pipeline.addHandler(
                        LoopbackHandler(
                            script: script, connections: connections, keepsConnectionsAlive: keepsConnectionsAlive))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let scheme = tls == nil ? "http" : "https"
        guard let port = channel.localAddress?.port, let baseURL = URL(string: "\(scheme)://\(host):\(port)") else {
            try? await channel.close()
            throw LoopbackServerError.notListening
        }
        return LoopbackServer(script: script, baseURL: baseURL, channel: channel, connections: connections)
    }

    /// Bytes written in answers so far, heads included: how much of an endless body went out.
    public var bytesSent: Int { connections.bytesSent }

    /// How many connections the server has accepted so far.
    public var connectionsAccepted: Int { connections.accepted }

    /// Returns once every connection accepted so far has closed, whichever side closed it.
    public func waitUntilConnectionsClose() async {
        await connections.waitUntilNoneOpen()
    }

    /// Closes every open connection and goes on listening, as a server does with idle ones.
    public func closeConnections() async {
        await connections.closeOpen()
    }

    /// Closes the listening socket and every open connection, and cancels answers still being prepared.
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
    case notListening
}
