import NIOCore

/// What a ``LoopbackServer`` puts in front of each connection to speak TLS (`NetworkingTLSTesting`'s
/// `LoopbackTLS`), kept apart so that the plain server builds without BoringSSL.
public protocol LoopbackServerSecurity: Sendable {
    /// Prepares what every connection shares (a TLS context), once per server, and returns what
    /// secures one new connection's pipeline.
    func prepare() throws -> @Sendable (ChannelPipeline.SynchronousOperations) throws -> Void
}
