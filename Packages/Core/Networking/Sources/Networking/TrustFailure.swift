/// Why the app would not talk to a server: it could not prove who the server is, or the way was not private.
public enum TrustFailure: Error, Equatable, Sendable, CaseIterable {
    case certificateExpired
    case certificateNotYetValid
    case certificateForAnotherHost
    case selfSignedCertificate
    case untrustedIssuer
    case handshakeBrokenOff
    /// The server stopped answering part-way through the handshake, for longer than a connection may take.
    case handshakeStalled
    /// The server speaks only a TLS version older than 1.2, which the app refuses.
    case oldProtocol
    case notTLS
    case handshakeFailed
    /// Plain `http` led to an address that is not this machine's loopback, whatever its name.
    case plainHTTPOffLoopback

    /// The cause in a few words, fit for a user: "its certificate has expired".
    public var cause: String {
        switch self {
        case .certificateExpired: "its certificate has expired"
        case .certificateNotYetValid: "its certificate is not valid yet"
        case .certificateForAnotherHost: "its certificate is for another host"
        case .selfSignedCertificate: "its certificate is self-signed"
        case .untrustedIssuer: "its certificate is from an issuer the app does not trust"
        case .handshakeBrokenOff: "it broke off the secure handshake"
        case .handshakeStalled: "it stopped answering during the secure handshake"
        case .oldProtocol: "it speaks only an old version of TLS (before 1.2), which is not safe"
        case .notTLS: "it did not answer in TLS"
        case .handshakeFailed: "the secure connection could not be set up"
        case .plainHTTPOffLoopback: "plain http goes to this machine only, and this address is elsewhere"
        }
    }
}
