import Networking
import NetworkingNIO
import NetworkingTesting
import Testing

#if canImport(Darwin)
    import NetworkingURLSession
#endif

/// The live transports of this package, for suites that hold each of them to the same rules on a
/// real socket: SwiftNIO's in plain HTTP, and on Apple platforms `URLSessionTransport`
/// (Foundation's URL loading on Linux is a different implementation, which the app does not use
/// there). NetworkingTLS's tests hold the transport over TLS to the same rules.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case nio
    #if canImport(Darwin)
        case urlSession
    #endif

    /// The transport as ``LiveTransportContract`` runs it.
    var live: LiveTransport {
        switch self {
        case .nio: LiveTransport(name: rawValue) { NIOHTTPTransport() }
        #if canImport(Darwin)
            case .urlSession: LiveTransport(name: rawValue) { URLSessionTransport() }
        #endif
        }
    }

    var testDescription: String { rawValue }
}
