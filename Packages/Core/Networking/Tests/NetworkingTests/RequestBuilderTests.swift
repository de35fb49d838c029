import Foundation
import HTTPTypes
import Testing

@testable import Networking

private let builder = RequestBuilder(baseURL: URL(string: "http://127.0.0.1:9/api/")!)

@Test func thePathGoesBelowTheBaseURLAndTheQueryIsFullyEscaped() throws {
    let endpoint = Endpoint<Note>(
        method: .get, path: "/v1/users/u-1/posts",
        query: [URLQueryItem(name: "cursor", value: "a+b&c=d"), URLQueryItem(name: "limit", value: "20")])
    let request = try builder.request(for: endpoint, token: nil)
    #expect(request.head.scheme == "http")
    #expect(request.head.authority == "127.0.0.1:9")
    #expect(request.head.path == "/api/v1/users/u-1/posts?cursor=a%2Bb%26c%3Dd&limit=20")
    #expect(request.head.method == .get)
    #expect(request.body == nil)
    #expect(request.head.headerFields[.authorization] == nil)
}

@Test func aBodyIsJSONWithISO8601DatesAndTheTokenIsABearer() throws {
    let endpoint = Endpoint<Void>(method: .put, path: "/v1/notes/n1", body: Note.sample)
    let request = try builder.request(for: endpoint, token: "t0k")
    let body = try #require(request.body)
    #expect(
        String(decoding: body, as: UTF8.self)
            == #"{"createdAt":"2026-01-02T03:04:05Z","id":"n1","text":"hello"}"#)
    #expect(request.head.headerFields[.contentType] == "application/json")
    #expect(request.head.headerFields[.authorization] == "Bearer t0k")
}

@Test func everyRequestAsksForJSONAndForNoCompression() throws {
    let request = try builder.request(for: .note(), token: nil)
    #expect(request.head.headerFields[.accept] == "application/json")
    #expect(request.head.headerFields[.acceptEncoding] == "identity")
}

@Test(arguments: ["v1/notes", "/v1/notes?x=1", "/v1/notes#f", "/v1/no tes", "/v1/n\r\nX: y"])
func aPathThatIsNotOnePathOnTheOriginIsAnInvalidRequest(_ path: String) {
    let error = #expect(throws: NetworkError.self) {
        try builder.request(for: Endpoint<Note>(method: .get, path: path), token: "t0k")
    }
    #expect(error?.technicalDetail.hasPrefix("invalid request: GET ") == true)
}

/// A base path is sent as it was written: its escapes decoded, `%20` or `%0D%0A` would put a
/// space or a line break into every request line, and every request would fail.
@Test(arguments: ["/a%20b", "/a%0D%0Ab", "/%C3%A9t%C3%A9"])
func aBasePathKeepsItsEscapes(_ basePath: String) throws {
    let builder = RequestBuilder(baseURL: try #require(URL(string: "http://127.0.0.1:9" + basePath)))
    let request = try builder.request(for: .note(), token: nil)
    #expect(request.head.path == basePath + "/v1/notes/n1")
}

@Test func aPathStartingWithTwoSlashesStaysOnTheConfiguredOrigin() throws {
    let request = try builder.request(for: Endpoint<Note>(method: .get, path: "//evil.example/x"), token: "t0k")
    #expect(request.head.authority == "127.0.0.1:9")
    #expect(request.head.path == "/api//evil.example/x")
}

@Test(arguments: [
    "ftp://127.0.0.1/", "http://user:pw@127.0.0.1/", "http://:pw@127.0.0.1/", "http://user:pw@",
    "http://127.0.0.1/?q=1", "file:///tmp", "notaurl", "http://127.0.0.1:0/", "http://127.0.0.1:65536/",
    "http://127.0.0.1:99999/",
])
func aBaseURLThatIsNotAPlainHTTPOriginIsRefused(_ base: String) {
    let builder = RequestBuilder(baseURL: URL(string: base)!)
    #expect(throws: NetworkError.self) { try builder.request(for: .note(), token: "t0k") }
    let error = #expect(throws: NetworkError.self) { try LiveHTTPClient.checkBaseURL(URL(string: base)!) }
    #expect(error?.technicalDetail.hasPrefix("invalid request: ") == true)
    #expect(error?.technicalDetail.contains("pw") == false)
}

@Test(arguments: ["http://example.com", "http://10.0.0.2:8080", "http://127.0.0.1.evil.example", "http://[::2]"])
func plainHTTPToAnythingButLoopbackIsRefused(_ base: String) {
    let builder = RequestBuilder(baseURL: URL(string: base)!)
    let refusal = NetworkError.invalidRequest(
        "plain http is for a loopback address only (127.0.0.1, ::1, localhost)")
    #expect(throws: refusal) { try builder.request(for: .note(), token: "t0k") }
    #expect(throws: refusal) { try LiveHTTPClient.checkBaseURL(URL(string: base)!) }
}

@Test(arguments: [
    "http://localhost:8080", "http://127.0.0.2", "https://api.example.com/base", "http://127.0.0.1:65535/",
])
func loopbackOverHTTPAndAnyHostOverHTTPSAreAllowed(_ base: String) throws {
    _ = try RequestBuilder(baseURL: URL(string: base)!).request(for: .note(), token: "t0k")
    try LiveHTTPClient.checkBaseURL(URL(string: base)!)
}

@Test func anIPv6HostIsBracketedInTheAuthority() throws {
    let builder = RequestBuilder(baseURL: URL(string: "http://[::1]:8080")!)
    #expect(try builder.request(for: .note(), token: nil).head.authority == "[::1]:8080")
}

@Test func idempotencyFollowsTheMethodUnlessTheEndpointSaysOtherwise() {
    #expect(Endpoint<Void>(method: .put, path: "/x").isIdempotent)
    #expect(!Endpoint<Void>(method: .post, path: "/x").isIdempotent)
    #expect(Endpoint<Void>(method: .post, path: "/x", isIdempotent: true).isIdempotent)
    #expect(Endpoint<Void>(method: .get, path: "/x").requiresAuthentication)
}
