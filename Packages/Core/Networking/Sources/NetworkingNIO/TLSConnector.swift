import NIOCore
import Networking

/// What puts TLS on ``NIOHTTPTransport``'s connections: `NetworkingTLS`'s `NIOSSLConnector`, on
/// swift-nio-ssl. Without one the transport speaks plain HTTP only, and builds without BoringSSL.
public protocol TLSConnector: Sendable {
    /// Adds the TLS handler to the front of a new connection's `pipeline`, to shake hands with
    /// `serverName` (nil for an IP address, whose certificate is checked against the address);
    /// the handler sends a `TLSUserEvent.handshakeCompleted` when the server is trusted.
    func addTLS(to pipeline: ChannelPipeline.SynchronousOperations, serverName: String?) throws(TransportError)

    /// The cause of a handshake that failed with `error`, on the connection whose `pipeline` it is.
    func trustFailure(of error: any Error, on pipeline: ChannelPipeline.SynchronousOperations) -> TrustFailure
}
