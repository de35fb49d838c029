import NIOCore
import Networking

/// What puts TLS on ``NIOHTTPTransport``'s connections.
public protocol TLSConnector: Sendable {
    /// Adds the TLS handler to a new connection's `pipeline` for `serverName` (nil for an IP address).
    func addTLS(to pipeline: ChannelPipeline.SynchronousOperations, serverName: String?) throws(TransportError)

    /// The cause of a handshake that failed with `error`, on the connection whose `pipeline` it is.
    func trustFailure(of error: any Error, on pipeline: ChannelPipeline.SynchronousOperations) -> TrustFailure
}
