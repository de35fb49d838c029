/// Certificate authorities a live transport trusts besides the system's, as PEM text.
public struct CertificateAuthorities: Sendable, Equatable {
    /// The PEM text as given.
    public var pem: [UInt8]

    /// Authorities from PEM text; the transport reads the certificates in it.
    public init(pem: [UInt8]) {
        self.pem = pem
    }

    /// Why a transport cannot use the authorities given: the text says why.
    public struct Unusable: Error, Equatable, Sendable {
        /// What is wrong with them, without quoting them.
        public var reason: String

        /// A refusal for `reason`.
        public init(_ reason: String) {
            self.reason = reason
        }
    }
}
