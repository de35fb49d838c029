import DevBackend
import Foundation
import Models
import Networking

/// The dev backend in memory and a client of it signed in as alice, as the app's session gives a
/// feature its client: what the live service is tested against.
struct SignedInClient {
    let backend: DevBackend
    let client: any HTTPClient

    static func make() async throws -> SignedInClient {
        let backend = try DevBackend()
        let baseURL = URL(string: "https://dev-backend")!
        let open = LiveHTTPClient(baseURL: baseURL, transport: backend.transport)
        let signIn = Endpoint<AuthResult>(
            method: .post, path: "/v1/auth/login",
            body: Credentials(email: "alice@example.com", password: "correct-horse"),
            requiresAuthentication: false)
        let session = try await open.send(signIn).session
        let client = LiveHTTPClient(
            baseURL: baseURL, transport: backend.transport,
            tokenProvider: FixedToken(token: session.accessToken))
        return SignedInClient(backend: backend, client: client)
    }
}

/// The access token of one sign-in, which this test never needs to renew.
private struct FixedToken: TokenProvider {
    let token: String

    func accessToken() async -> String? { token }

    func refreshAccessToken() async throws -> String { token }
}
