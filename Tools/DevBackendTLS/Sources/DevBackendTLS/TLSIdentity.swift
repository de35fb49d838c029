import DevBackend
import NIOCore
import NIOSSL

/// The certificate chain the dev backend presents over TLS and its private key, read from PEM
/// text: the backend then speaks only TLS, 1.2 or later.
public struct TLSIdentity: ConnectionSecurity {
    private let context: NIOSSLContext

    /// An identity from PEM text: the certificates (the server's own first) and the first one's
    /// key; refused with the reason when they are not, or do not go together.
    public init(certificateChain: [UInt8], privateKey: [UInt8]) throws(DevBackendError) {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMBytes(certificateChain)
        } catch {
            throw .unusableTLSIdentity("the certificate is not a PEM certificate")
        }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(bytes: privateKey, format: .pem)
        } catch {
            throw .unusableTLSIdentity("the key is not a PEM private key")
        }
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .unusableTLSIdentity("the key does not go with the certificate, or TLS could not be set up")
        }
    }

    public func secure(_ pipeline: ChannelPipeline.SynchronousOperations) throws {
        try pipeline.addHandler(NIOSSLServerHandler(context: context), position: .first)
    }
}
