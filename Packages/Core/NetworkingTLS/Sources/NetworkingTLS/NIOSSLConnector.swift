import Foundation
import NIOCore
import NIOSSL
import NetworkingNIO
import Networking

/// TLS for ``/NetworkingNIO/NIOHTTPTransport`` on swift-nio-ssl, TLS 1.2 at least, host name always checked.
public final class NIOSSLConnector: TLSConnector, @unchecked Sendable {
    private let authorities: [NIOSSLCertificate]
    private let lock = NSLock()
    private var context: Result<NIOSSLContext, TransportError>?

    /// TLS trusting the system's roots only.
    public init() {
        authorities = []
    }

    /// TLS trusting `authorities` too; refused when the text holds no PEM certificate.
    public init(trusting authorities: CertificateAuthorities) throws(CertificateAuthorities.Unusable) {
        let certificates = try? NIOSSLCertificate.fromPEMBytes(authorities.pem)
        guard let certificates, !certificates.isEmpty else {
            throw CertificateAuthorities.Unusable("it is not a PEM certificate")
        }
        self.authorities = certificates
    }

    /// Adds SwiftNIO SSL's client handler, checking the certificate against `serverName` or the address,
    /// and for a name, that the certificate holds it as a name, not only the address it led to.
    public func addTLS(to pipeline: ChannelPipeline.SynchronousOperations, serverName: String?)
        throws(TransportError)
    {
        let context = try sharedContext()
        do {
            let handler = try NIOSSLClientHandler(context: context, serverHostname: serverName)
            try pipeline.addHandler(handler, position: .first)
            if let serverName {
                try pipeline.addHandler(HostNameCheck(hostName: serverName), position: .after(handler))
            }
        } catch {
            throw .untrusted(.handshakeFailed)
        }
    }

    /// The cause, read from SwiftNIO SSL's error and the certificate the server presented.
    public func trustFailure(of error: any Error, on pipeline: ChannelPipeline.SynchronousOperations) -> TrustFailure {
        TrustFailure(error, peer: try? pipeline.handler(type: NIOSSLClientHandler.self).peerCertificate)
    }

    private func sharedContext() throws(TransportError) -> NIOSSLContext {
        try lock.withLock {
            if let context { return context }
            let made: Result<NIOSSLContext, TransportError>
            do {
                made = .success(try NIOSSLContext(configuration: configuration))
            } catch {
                made = .failure(.unsupported("TLS could not be set up: \(error)"))
            }
            context = made
            return made
        }.get()
    }

    private var configuration: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.minimumTLSVersion = .tlsv12
        configuration.certificateVerification = .fullVerification
        configuration.trustRoots = .default
        if !authorities.isEmpty {
            configuration.additionalTrustRoots = [.certificates(authorities)]
        }
        return configuration
    }
}
