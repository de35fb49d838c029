import Foundation
import Networking

/// A token provider like the app's: it renews the token by calling the refresh endpoint through the
/// very client it serves, and counts its refreshes.
actor SessionTokens: TokenProvider {
    private struct Renewed: Decodable {
        var accessToken: String
    }

    private var token: String?
    private var client: (any HTTPClient)?
    private(set) var refreshCount = 0

    init(token: String?) {
        self.token = token
    }

    func use(_ client: any HTTPClient) {
        self.client = client
    }

    func accessToken() -> String? {
        token
    }

    func refreshAccessToken() async throws -> String {
        refreshCount += 1
        guard let client else { throw NetworkError.unauthorized }
        let renewed = try await client.send(
            Endpoint<Renewed>(method: .post, path: "/v1/auth/refresh", requiresAuthentication: false))
        token = renewed.accessToken
        return renewed.accessToken
    }
}

extension LiveHTTPClient {
    /// A client whose token provider renews through this same client.
    static func authenticated(
        _ server: StubServer, tokens: SessionTokens, retryPolicy: RetryPolicy = .none
    ) async -> LiveHTTPClient {
        let client = LiveHTTPClient(
            baseURL: server.baseURL, transport: server.transport, tokenProvider: tokens, retryPolicy: retryPolicy)
        await tokens.use(client)
        return client
    }
}
