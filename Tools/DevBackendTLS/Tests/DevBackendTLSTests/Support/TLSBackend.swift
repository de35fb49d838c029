import DevBackend
import DevBackendTLS
import Foundation
import HTTPTypes
import NetworkingTLSTesting
import NetworkingTesting
import Testing

/// A dev backend listening on loopback over TLS with the loopback test certificate, and a client
/// that trusts the test CA.
struct TLSBackend {
    let backend: DevBackend
    let baseURL: URL
    private let transport = TestTransports.trustingTestCA()

    /// Runs `body` with a started backend, and stops it afterwards, whatever happens.
    static func run(_ body: (TLSBackend) async throws -> Void) async throws {
        var configuration = DevBackend.Configuration()
        configuration.tls = try TLSIdentity(
            certificateChain: Array(TestCertificates.loopback.utf8), privateKey: Array(TestCertificates.leafKey.utf8))
        let backend = try DevBackend(configuration: configuration)
        let url = try await backend.start()
        do {
            try await body(TLSBackend(backend: backend, baseURL: url))
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    /// Sends a request with `body` as JSON and, if given, `token` as the bearer.
    func send(_ method: HTTPRequest.Method, _ path: String, token: String? = nil, body: String? = nil)
        async throws -> (head: HTTPResponse, body: Data)
    {
        var fields = HTTPFields()
        fields[.contentType] = body == nil ? nil : "application/json"
        fields[.authorization] = token.map { "Bearer \($0)" }
        let request = HTTPRequest(
            method: method, scheme: "https", authority: "127.0.0.1:\(baseURL.port ?? 0)", path: path,
            headerFields: fields)
        let answer = try await transport.send(request, body: body.map { Data($0.utf8) }, bodyLimit: 1 << 20)
        return (answer.head, answer.body)
    }

    /// Signs alice in and returns the access token.
    func token() async throws -> String {
        let credentials = #"{"email":"\#(SeedAccounts.alice.email)","password":"\#(SeedAccounts.password)"}"#
        let (head, body) = try await send(.post, "/v1/auth/login", body: credentials)
        try #require(head.status == .ok)
        let answer = try JSONDecoder().decode(LoginAnswer.self, from: body)
        return answer.session.accessToken
    }

    private struct LoginAnswer: Decodable {
        struct Session: Decodable { let accessToken: String }
        let session: Session
    }
}
