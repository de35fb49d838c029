import Foundation
import Testing

@testable import Networking

private let builder = RequestBuilder(baseURL: URL(string: "http://127.0.0.1:9/api/")!, timeout: .seconds(30))

@Test func thePathGoesBelowTheBaseURLAndTheQueryIsFullyEscaped() throws {
    let endpoint = Endpoint<Note>(
        method: .get, path: "/v1/users/u-1/posts",
        query: [URLQueryItem(name: "cursor", value: "a+b&c=d"), URLQueryItem(name: "limit", value: "20")])
    let request = try builder.request(for: endpoint, token: nil)
    #expect(
        request.url?.absoluteString
            == "http://127.0.0.1:9/api/v1/users/u-1/posts?cursor=a%2Bb%26c%3Dd&limit=20")
    #expect(request.httpMethod == "GET")
    #expect(request.httpBody == nil)
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
}

@Test func aBodyIsJSONWithISO8601DatesAndTheTokenIsABearer() throws {
    let endpoint = Endpoint<Void>(method: .put, path: "/v1/notes/n1", body: Note.sample)
    let request = try builder.request(for: endpoint, token: "t0k")
    let body = try #require(request.httpBody)
    #expect(
        String(decoding: body, as: UTF8.self)
            == #"{"createdAt":"2026-01-02T03:04:05Z","id":"n1","text":"hello"}"#)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t0k")
}

@Test func theEndpointTimeoutWinsOverTheDefault() throws {
    #expect(try builder.request(for: .note(timeout: .milliseconds(1500)), token: nil).timeoutInterval == 1.5)
    #expect(try builder.request(for: .note(), token: nil).timeoutInterval == 30)
}

@Test func aPathWithoutLeadingSlashIsAnInvalidRequest() {
    #expect(throws: NetworkError.invalidRequest("GET v1/notes: the path must start with /")) {
        try builder.request(for: Endpoint<Note>(method: .get, path: "v1/notes"), token: nil)
    }
}

@Test func idempotencyFollowsTheMethodUnlessTheEndpointSaysOtherwise() {
    #expect(Endpoint<Void>(method: .put, path: "/x").isIdempotent)
    #expect(!Endpoint<Void>(method: .post, path: "/x").isIdempotent)
    #expect(Endpoint<Void>(method: .post, path: "/x", isIdempotent: true).isIdempotent)
    #expect(Endpoint<Void>(method: .get, path: "/x").requiresAuthentication)
}
