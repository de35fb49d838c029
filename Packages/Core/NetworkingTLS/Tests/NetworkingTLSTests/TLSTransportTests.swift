import Foundation
import HTTPTypes
import Networking
import NetworkingNIO
import NetworkingTLS
import NetworkingTLSTesting
import NetworkingTesting
import Testing

/// The Linux transport over TLS against a real TLS server on loopback: the certificates it
/// accepts, and each one it refuses with its cause, before a byte of the request is sent.
@Suite struct TLSTransportTests {
    private let limit = 64 << 10

    private func get(_ server: LoopbackServer) -> HTTPRequest {
        HTTPRequest(
            method: .get, scheme: "https", authority: "\(server.baseURL.host!):\(server.baseURL.port!)",
            path: "/v1/notes/n1")
    }

    @Test(arguments: ["127.0.0.1", "localhost"])
    func aCertificateForTheNameFromATrustedAuthorityIsAccepted(_ host: String) async throws {
        try await withLoopbackServer(host: host, tls: LoopbackTLS()) { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(raw: "{}"))
            let answer = try await TestTransports.trustingTestCA().send(get(server), body: nil, bodyLimit: limit)
            #expect(answer.head.status.code == 200)
        }
    }

    /// A refused test certificate, by name (the arguments print the name, not the PEM text).
    enum Refused: String, CaseIterable {
        case expired, notYetValid, otherHost, selfSigned

        var certificate: String {
            switch self {
            case .expired: TestCertificates.expired
            case .notYetValid: TestCertificates.notYetValid
            case .otherHost: TestCertificates.otherHost
            case .selfSigned: TestCertificates.selfSigned
            }
        }

        var cause: TrustFailure {
            switch self {
            case .expired: .certificateExpired
            case .notYetValid: .certificateNotYetValid
            case .otherHost: .certificateForAnotherHost
            case .selfSigned: .selfSignedCertificate
            }
        }
    }

    @Test(arguments: Refused.allCases)
    func aRefusedCertificateNamesItsCauseAndNothingIsSent(_ refused: Refused) async throws {
        let cause = refused.cause
        for host in ["127.0.0.1", "localhost"] {
            try await withLoopbackServer(host: host, tls: LoopbackTLS(presenting: refused.certificate)) { server in
                await #expect(throws: TransportError.untrusted(cause)) {
                    try await TestTransports.trustingTestCA().send(get(server), body: nil, bodyLimit: limit)
                }
                #expect(server.requests.isEmpty)
            }
        }
    }

    @Test func theSystemStoreAloneDoesNotTrustAPrivateAuthority() async throws {
        try await withLoopbackServer(tls: LoopbackTLS()) { server in
            await #expect(throws: TransportError.untrusted(.untrustedIssuer)) {
                try await NIOHTTPTransport(tls: NIOSSLConnector()).send(get(server), body: nil, bodyLimit: limit)
            }
            #expect(server.requests.isEmpty)
        }
    }

    /// A transport given no TLS (an app built without it) refuses https rather than send in clear.
    @Test func withoutTLSHTTPSIsRefusedBeforeConnecting() async throws {
        try await withLoopbackServer(tls: LoopbackTLS()) { server in
            await #expect(throws: TransportError.unsupported("https: this transport was given no TLS")) {
                try await NIOHTTPTransport().send(get(server), body: nil, bodyLimit: limit)
            }
            #expect(server.connectionsAccepted == 0)
        }
    }

    @Test func aPlainHTTPServerAnsweringTheHandshakeIsNotTLS() async throws {
        try await withLoopbackServer { server in
            await #expect(throws: TransportError.untrusted(.notTLS)) {
                try await TestTransports.trustingTestCA().send(get(server), body: nil, bodyLimit: limit)
            }
            #expect(server.requests.isEmpty)
        }
    }

    /// The client reports it as it came, once: trying again cannot change a certificate.
    @Test func theClientReportsAnUntrustedServerWithoutTryingAgain() async throws {
        try await withLoopbackServer(tls: LoopbackTLS(presenting: TestCertificates.expired)) { server in
            let client = LiveHTTPClient(
                baseURL: server.baseURL, transport: TestTransports.trustingTestCA(), clock: RecordingClock())
            await #expect(throws: NetworkError.untrustedServer(.certificateExpired)) {
                try await client.send(Endpoint<Note>(method: .get, path: "/v1/notes/n1", requiresAuthentication: false))
            }
            #expect(server.connectionsAccepted == 1)
        }
    }

    @Test(arguments: [
        "", "not a certificate", "a private key",
        "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
    ])
    func authoritiesThatAreNotPEMCertificatesAreRefused(_ given: String) {
        let text = given == "a private key" ? TestCertificates.leafKey : given
        #expect(throws: CertificateAuthorities.Unusable("it is not a PEM certificate")) {
            try NIOSSLConnector(trusting: CertificateAuthorities(pem: Array(text.utf8)))
        }
    }
}

/// A note, as the loopback server's routes name what they answer.
private struct Note: Decodable, Sendable {}
