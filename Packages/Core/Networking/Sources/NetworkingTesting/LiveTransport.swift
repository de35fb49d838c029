import Networking
import Testing

/// A live transport as ``LiveTransportContract`` checks it: how to make one, and how the loopback
/// server must speak to it (plain, or over TLS).
public struct LiveTransport: Sendable, CustomTestStringConvertible {
    /// What the test's arguments call it (`nio`, `nioTLS`).
    public let name: String
    /// What the loopback server puts in front of each connection; nil for plain HTTP.
    public let security: (any LoopbackServerSecurity)?
    private let makeTransport: @Sendable () -> any HTTPTransport

    /// The transport `make` builds, named `name`, reached through a server secured by `security`.
    public init(
        name: String, security: (any LoopbackServerSecurity)? = nil, make: @escaping @Sendable () -> any HTTPTransport
    ) {
        self.name = name
        self.security = security
        makeTransport = make
    }

    /// A new transport.
    public func make() -> any HTTPTransport { makeTransport() }

    /// The scheme of its requests.
    public var scheme: String { security == nil ? "http" : "https" }

    public var testDescription: String { name }
}
