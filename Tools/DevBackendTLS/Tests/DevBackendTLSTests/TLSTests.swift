import DevBackend
import DevBackendTLS
import NetworkingTesting
import Testing

/// The dev backend over TLS: the same API behind a certificate, over kept-alive connections, and
/// an identity it cannot serve refused before a backend is made with it.
struct TLSTests {
    @Test func overTLSTheAPIAnswersAsInPlainHTTP() async throws {
        try await TLSBackend.run { server in
            #expect(server.baseURL.scheme == "https")
            let token = try await server.token()
            let first = try await server.send(.get, "/v1/posts/p1", token: token)
            let second = try await server.send(.get, "/v1/me/profile", token: token)

            #expect(first.head.status == .ok)
            #expect(second.head.status == .ok)
            #expect(first.head.headerFields[.connection] == "keep-alive")
        }
    }

    @Test func aStoppedBackendListensAgainOverTLS() async throws {
        try await TLSBackend.run { server in
            await server.backend.stop()
            _ = try await server.backend.start()
            let reply = try await server.send(.get, "/v1/posts/p1", token: try await server.token())

            #expect(reply.head.status == .ok)
        }
    }

    @Test(arguments: [
        ("not PEM", TestCertificates.leafKey, "the certificate is not a PEM certificate"),
        (TestCertificates.loopback, "not PEM", "the key is not a PEM private key"),
        (TestCertificates.authority, TestCertificates.leafKey, "the key does not go with the certificate, or TLS could not be set up"),
    ])
    func anIdentityItCannotServeIsRefused(certificate: String, key: String, reason: String) {
        #expect(throws: DevBackendError.unusableTLSIdentity(reason)) {
            try TLSIdentity(certificateChain: Array(certificate.utf8), privateKey: Array(key.utf8))
        }
    }
}
