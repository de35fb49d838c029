import Networking

#if canImport(Darwin)
    import NetworkingURLSession
#else
    import NetworkingNIO
#endif

/// The live transport of the platform the app runs on: `URLSession` on Apple's, SwiftNIO on
/// Linux (where Foundation's URL loading keeps a core busy while a request waits).
public enum PlatformTransport {
    /// The URL schemes it speaks: both on Apple's platforms; plain `http` only on Linux, whose
    /// transport carries no TLS (so there the API must be on a loopback address).
    public static let schemes: Set<String> = {
        #if canImport(Darwin)
            ["http", "https"]
        #else
            ["http"]
        #endif
    }()

    /// A new transport; one serves the whole app.
    public static func make() -> any HTTPTransport {
        #if canImport(Darwin)
            URLSessionTransport()
        #else
            NIOHTTPTransport()
        #endif
    }
}
