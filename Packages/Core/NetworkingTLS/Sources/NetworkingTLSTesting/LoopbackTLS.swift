import NIOCore
import NIOSSL
import NetworkingTesting

/// How a `LoopbackServer` speaks TLS: the certificate it presents, its key, and the TLS versions it offers.
public struct LoopbackTLS: LoopbackServerSecurity {
    /// The TLS versions a server offers.
    public enum Versions: Sendable {
        case current
        /// TLS 1.0 and 1.1.
        case olderThan1_2
        /// TLS 1.0 and nothing else.
        case only1_0
    }

    /// The PEM certificate presented (one of `TestCertificates`).
    public var certificate: String
    /// The certificate's PEM private key.
    public var key: String
    /// What the server offers.
    public var versions: Versions

    /// TLS presenting `certificate` (the loopback leaf unless given), with `key`.
    public init(
        presenting certificate: String = TestCertificates.loopback, key: String = TestCertificates.leafKey,
        versions: Versions = .current
    ) {
        self.certificate = certificate
        self.key = key
        self.versions = versions
    }

    public func prepare() throws -> @Sendable (ChannelPipeline.SynchronousOperations) throws -> Void {
        let context = try context()
        return { pipeline in try pipeline.addHandler(NIOSSLServerHandler(context: context)) }
    }

    private func context() throws -> NIOSSLContext {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(certificate.utf8)).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(key.utf8), format: .pem)))
        switch versions {
        case .current:
            configuration.minimumTLSVersion = .tlsv12
        case .olderThan1_2:
            configuration.minimumTLSVersion = .tlsv1
            configuration.maximumTLSVersion = .tlsv11
        case .only1_0:
            configuration.minimumTLSVersion = .tlsv1
            configuration.maximumTLSVersion = .tlsv1
        }
        return try NIOSSLContext(configuration: configuration)
    }
}
