import DevBackendTLS
import Foundation
import NetworkingTesting
import Testing

@testable import DevBackend

/// The dev backend over TLS: the same API behind a certificate, over kept-alive connections, and
/// an identity it cannot serve refused before a backend is made with it.
struct TLSTests {
    @Test func overTLSTheAPIAnswersAsInPlainHTTP() async throws {
        try await BackendHarness.run(mode: .liveOverTLS) { harness in
            #expect(try harness.baseURL.scheme == "https")
            let token = try await harness.token()
            let first = try await harness.send("GET", "/v1/posts/p1", token: token)
            let second = try await harness.send("GET", "/v1/me/profile", token: token)

            #expect(first.status == 200)
            #expect(second.status == 200)
            #expect(first.header("Connection") == "keep-alive")
        }
    }

    @Test func aStoppedBackendListensAgainOverTLS() async throws {
        try await BackendHarness.run(mode: .liveOverTLS) { harness in
            await harness.backend.stop()
            try await harness.backend.start()
            let reply = try await harness.send("GET", "/v1/posts/p1", token: try await harness.token())

            #expect(reply.status == 200)
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
