import Networking
import NetworkingNIO
import NetworkingTLS
import NetworkingTesting
import Testing

/// The Linux transport over TLS trusting the test CA (`TestCertificates.authority`) besides the system's roots.
public enum TestTransports {
    /// A transport that trusts the test CA.
    public static func trustingTestCA() -> NIOHTTPTransport {
        NIOHTTPTransport(tls: testCA())
    }

    /// TLS trusting the test CA; a refused CA fails the test.
    public static func testCA() -> NIOSSLConnector {
        do {
            return try NIOSSLConnector(trusting: CertificateAuthorities(pem: Array(TestCertificates.authority.utf8)))
        } catch {
            Issue.record("the test CA was refused: \(error.reason)")
            return NIOSSLConnector()
        }
    }

    /// The transport over TLS as the live-transport contract runs it.
    public static var overTLS: LiveTransport {
        LiveTransport(name: "nioTLS", security: LoopbackTLS()) { trustingTestCA() }
    }
}
