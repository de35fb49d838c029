import NIOCore

/// What puts TLS in front of every connection the backend accepts: `DevBackendTLS`'s
/// `TLSIdentity`, on swift-nio-ssl, kept apart so that the app shell's embedded backend builds
/// without BoringSSL.
public protocol ConnectionSecurity: Sendable {
    /// Adds the TLS handler to the front of a new connection's `pipeline`.
    func secure(_ pipeline: ChannelPipeline.SynchronousOperations) throws
}
