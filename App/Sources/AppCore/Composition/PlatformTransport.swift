import Networking

#if canImport(Darwin)
    import NetworkingURLSession
#else
    import NetworkingNIO
    #if TLS
        import NetworkingTLS
    #endif
#endif

/// The live transport of the platform the app runs on: `URLSession` on Apple's, SwiftNIO on Linux.
public enum PlatformTransport {
    /// Whether this build speaks `https`: always on Apple platforms, with the `TLS` trait on Linux.
    public static let speaksHTTPS: Bool = {
        #if canImport(Darwin) || TLS
            true
        #else
            false
        #endif
    }()

    /// A new transport trusting the system's certificate authorities; one serves the whole app.
    public static func make() -> any HTTPTransport {
        #if canImport(Darwin)
            URLSessionTransport()
        #elseif TLS
            NIOHTTPTransport(tls: NIOSSLConnector())
        #else
            NIOHTTPTransport()
        #endif
    }

    /// A new transport that also trusts `authorities` (a staging server's private CA).
    public static func make(trusting authorities: CertificateAuthorities) throws(CertificateAuthorities.Unusable)
        -> any HTTPTransport
    {
        #if canImport(Darwin)
            throw CertificateAuthorities.Unusable("on Apple platforms, add it to the system's trusted certificates instead")
        #elseif TLS
            NIOHTTPTransport(tls: try NIOSSLConnector(trusting: authorities))
        #else
            throw CertificateAuthorities.Unusable(withoutTLS)
        #endif
    }

    /// Why this build refuses `https` and a private CA.
    public static let withoutTLS = "this build has no TLS (build it with `swift build --traits TLS`)"
}
