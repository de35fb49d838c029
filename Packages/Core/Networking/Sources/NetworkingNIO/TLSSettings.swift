import Foundation
import NIOSSL
import Networking

/// What every https connection of a transport shares: certificates checked against the system's
/// trust store and the authorities given, the host name always checked, TLS 1.2 at least. There
/// is no setting that checks less. The context, which reads the system's store, is made at the
/// first https request and kept.
final class TLSSettings: @unchecked Sendable {
    private let authorities: [NIOSSLCertificate]
    private let lock = NSLock()
    private var context: Result<NIOSSLContext, TransportError>?

    /// Settings trusting the system's roots only.
    init() {
        authorities = []
    }

    /// Settings trusting `authorities` besides the system's roots.
    init(trusting authorities: CertificateAuthorities) throws(CertificateAuthorities.Unusable) {
        let certificates = try? NIOSSLCertificate.fromPEMBytes(authorities.pem)
        guard let certificates, !certificates.isEmpty else {
            throw CertificateAuthorities.Unusable("it is not a PEM certificate")
        }
        self.authorities = certificates
    }

    /// The context for a new connection.
    func sharedContext() throws(TransportError) -> NIOSSLContext {
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
