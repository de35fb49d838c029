import Networking
import NetworkingNIO
import NetworkingTLS
import NetworkingTesting
import Testing

#if canImport(Darwin)
    import NetworkingURLSession
#endif

/// The live transports of this platform, for suites that hold each of them to the same rules on a
/// real socket: SwiftNIO's in plain HTTP and over TLS (trusting the test CA), and on Apple
/// platforms `URLSessionTransport` (Foundation's URL loading on Linux is a different
/// implementation, which the app does not use there).
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case nio
    case nioTLS
    #if canImport(Darwin)
        case urlSession
    #endif

    func make() -> any HTTPTransport {
        switch self {
        case .nio: NIOHTTPTransport()
        case .nioTLS: TestTransports.trustingTestCA()
        #if canImport(Darwin)
            case .urlSession: URLSessionTransport()
        #endif
        }
    }

    /// How the loopback server for this kind speaks: over TLS with the loopback leaf, or plain.
    var tls: LoopbackTLS? {
        self == .nioTLS ? LoopbackTLS() : nil
    }

    /// The scheme of requests for this kind.
    var scheme: String {
        tls == nil ? "http" : "https"
    }

    var testDescription: String { rawValue }
}

/// SwiftNIO transports for TLS tests.
enum TestTransports {
    /// A transport that trusts the test CA besides the system's roots.
    static func trustingTestCA() -> NIOHTTPTransport {
        NIOHTTPTransport(tls: testCA())
    }

    /// TLS trusting the test CA besides the system's roots.
    static func testCA() -> NIOSSLConnector {
        do {
            return try NIOSSLConnector(trusting: CertificateAuthorities(pem: Array(TestCertificates.authority.utf8)))
        } catch {
            Issue.record("the test CA was refused: \(error.reason)")
            return NIOSSLConnector()
        }
    }
}
