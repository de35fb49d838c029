import Networking
import NetworkingNIO
import Testing

#if canImport(Darwin)
    import NetworkingURLSession
#endif

/// The live transports of this platform, for suites that hold each of them to the same rules on a
/// real socket. `URLSessionTransport` is Apple platforms' (Foundation's URL loading on Linux is a
/// different implementation, which the app does not use there).
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case nio
    #if canImport(Darwin)
        case urlSession
    #endif

    func make() -> any HTTPTransport {
        switch self {
        case .nio: NIOHTTPTransport()
        #if canImport(Darwin)
            case .urlSession: URLSessionTransport()
        #endif
        }
    }

    var testDescription: String { rawValue }
}
