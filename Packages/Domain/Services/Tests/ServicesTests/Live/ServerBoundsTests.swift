import Foundation
import Models
import Networking
import NetworkingTesting
import Services
import Testing

/// What the services refuse from a server that breaks the API's promises, on a scripted transport.
@Suite struct ServerBoundsTests {
    private static func post(_ number: Int) -> [String: String] {
        ["id": "p\(number)", "authorId": "u-bob", "title": "Post \(number)", "body": "Text.",
         "createdAt": "2026-01-02T03:04:05Z"]
    }

    @Test func aPageLongerThanAskedIsABadResponse() async throws {
        let transport = StubTransport()
        struct Page: Encodable { var posts: [[String: String]]; var nextCursor: String? }
        transport.respond(
            to: .get, "/v1/users/u-bob/posts", with: .json(Page(posts: (1...21).map(Self.post), nextCursor: nil)))
        let profiles = LiveProfileService(
            client: LiveHTTPClient(
                baseURL: URL(string: "https://api.test")!, transport: transport, tokenProvider: SignedIn(),
                retryPolicy: .none))
        await #expect(throws: ServiceError.badResponse("a page of 21 posts where at most 20 were asked for")) {
            try await profiles.posts(userID: "u-bob", cursor: nil, limit: 20)
        }
    }

    @Test func aProfileBreakingTheModelsRulesIsABadResponse() async throws {
        let transport = StubTransport()
        transport.respond(
            to: .get, "/v1/users/u-bob",
            with: .json(raw: #"{"userId":"u-bob","name":"Bob","bio":"\#(String(repeating: "b", count: 1_000))","postCount":1,"isPrivate":false}"#))
        let profiles = LiveProfileService(
            client: LiveHTTPClient(
                baseURL: URL(string: "https://api.test")!, transport: transport, tokenProvider: SignedIn(),
                retryPolicy: .none))
        let error = await #expect(throws: ServiceError.self) { try await profiles.profile(userID: "u-bob") }
        #expect(error?.technicalDetail.contains("longer than 160 characters") == true)
    }
}

/// A session that is simply there: the token never changes and is never renewed.
private struct SignedIn: TokenProvider {
    func accessToken() async -> String? { "access" }
    func refreshAccessToken() async throws -> String { throw NetworkError.unauthorized }
}
