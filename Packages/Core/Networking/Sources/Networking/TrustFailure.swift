/// Why the app would not talk to a server: it could not prove who the server is, or the way was not private.
public enum TrustFailure: Error, Equatable, Sendable, CaseIterable {
    /// The server's certificate is past its end date.
    case certificateExpired
    /// The server's certificate is not valid yet.
    case certificateNotYetValid
    /// The server's certificate names another host.
    case certificateForAnotherHost
    /// The server's certificate is signed by its own key, and nobody the app trusts vouches for it.
    case selfSignedCertificate
    /// The server's certificate comes from an issuer the app does not trust.
    case untrustedIssuer
    /// The server ended the secure handshake: it hung up or refused (an older TLS than 1.2, say).
    case handshakeBrokenOff
    /// The server answered the handshake with something that is not TLS (plain HTTP, say).
    case notTLS
    /// The secure connection could not be set up for another reason.
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
        case .notTLS: "it did not answer in TLS"
        case .handshakeFailed: "the secure connection could not be set up"
        case .plainHTTPOffLoopback: "plain http goes to this machine only, and this address is elsewhere"
        }
    }
}
