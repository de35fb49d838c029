import Foundation
import Testing

@testable import Models

/// Whatever the server sends, a model holds to its rules at decode: a value that breaks one fails
/// the whole answer, with a message that names the rule and never echoes the value.
@Suite struct ServerBoundsTests {
    private static func user(id: String = "u-alice", email: String = "alice@example.com", name: String = "Alice")
        -> String
    {
        #"{"id":\#(quoted(id)),"email":\#(quoted(email)),"name":\#(quoted(name)),"onboardingCompleted":true}"#
    }

    private static func profile(name: String = "Alice", bio: String = "Writes.", postCount: Int = 45) -> String {
        #"{"userId":"u-alice","name":\#(quoted(name)),"bio":\#(quoted(bio)),"postCount":\#(postCount),"isPrivate":false}"#
    }

    private static func post(id: String = "p1", title: String = "Hello", body: String = "Text.") -> String {
        #"{"id":\#(quoted(id)),"authorId":"u-alice","title":\#(quoted(title)),"body":\#(quoted(body)),"createdAt":"2026-01-02T03:04:05Z"}"#
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    @Test func valuesWithinTheRulesDecode() throws {
        #expect(try WireJSON.decode(User.self, from: Self.user()).name == "Alice")
        #expect(try WireJSON.decode(Profile.self, from: Self.profile(bio: String(repeating: "b", count: 160))).bio.count == 160)
        #expect(try WireJSON.decode(Post.self, from: Self.post(body: "line one\nline two")).body == "line one\nline two")
    }

    @Test(arguments: [
        (user(name: String(repeating: "n", count: 41)), "longer than 40 characters"),
        (user(name: "Alice\u{1B}[31m"), "holds a control character"),
        (user(name: "Alice\nForged: line"), "holds a control character"),
        (user(email: String(repeating: "e", count: 250) + "@x.io"), "longer than 254 characters"),
        (user(id: "../../etc"), "not an ID of 1–64 letters, digits, - and _"),
        (user(id: String(repeating: "u", count: 65)), "not an ID of 1–64 letters, digits, - and _"),
    ])
    func aUserBreakingARuleFailsNamingIt(json: String, reason: String) {
        #expect(WireJSON.decodingFailure(User.self, from: json) == reason)
    }

    @Test(arguments: [
        (profile(bio: String(repeating: "b", count: 161)), "longer than 160 characters"),
        (profile(bio: String(repeating: "b", count: 1_000_000)), "longer than 160 characters"),
        (profile(postCount: -1), "not a count from 0 to 1000000000"),
    ])
    func aProfileBreakingARuleFailsNamingIt(json: String, reason: String) {
        #expect(WireJSON.decodingFailure(Profile.self, from: json) == reason)
    }

    @Test(arguments: [
        (post(title: String(repeating: "t", count: 201)), "longer than 200 characters"),
        (post(title: "two\nlines"), "holds a control character"),
        (post(body: String(repeating: "w", count: 10_001)), "longer than 10000 characters"),
        (post(body: "bell\u{7}"), "holds a control character"),
        (post(id: "p 1"), "not an ID of 1–64 letters, digits, - and _"),
    ])
    func aPostBreakingARuleFailsNamingIt(json: String, reason: String) {
        #expect(WireJSON.decodingFailure(Post.self, from: json) == reason)
    }

    @Test func aPageOfMoreThanAHundredPostsFails() {
        let posts = Array(repeating: Self.post(), count: 101).joined(separator: ",")
        #expect(WireJSON.decodingFailure(PostPage.self, from: #"{"posts":[\#(posts)],"nextCursor":null}"#) == "more than 100 posts")
    }

    @Test func aCursorPastItsLengthFails() {
        let cursor = String(repeating: "c", count: 257)
        #expect(
            WireJSON.decodingFailure(PostPage.self, from: #"{"posts":[],"nextCursor":"\#(cursor)"}"#)
                == "longer than 256 characters")
    }

    @Test func aTokenPastItsLengthFails() {
        let token = String(repeating: "t", count: 4097)
        let json = #"{"accessToken":"\#(token)","refreshToken":"r","expiresAt":"2026-01-02T03:04:05Z"}"#
        #expect(WireJSON.decodingFailure(Session.self, from: json) == "longer than 4096 characters")
    }

    @Test func theResourceIDRuleIsTheOneServicesAndRoutesUse() {
        #expect(ResourceID.isValid("u-bob_2"))
        #expect(!ResourceID.isValid(""))
        #expect(!ResourceID.isValid("bob@example.com"))
        #expect(!ResourceID.isValid("é"))
        #expect(ResourceID.isValid(String(repeating: "a", count: 64)))
        #expect(!ResourceID.isValid(String(repeating: "a", count: 65)))
    }
}
