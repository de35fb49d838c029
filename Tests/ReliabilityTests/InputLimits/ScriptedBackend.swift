import Foundation
import Models
import NetworkingTesting
import Storage

@testable import Services

/// A loopback server playing the backend for one signed-in user, answering every request a
/// launch and its first screens make with small valid JSON; a test then replaces the answer it
/// is about. The data directory holds that user's stored session.
enum ScriptedBackend {
    static let alice =
        #"{"id":"u-alice","email":"alice@example.com","name":"Alice Example","onboardingCompleted":true}"#
    static let newbie =
        #"{"id":"u-newbie","email":"newbie@example.com","name":"Newbie","onboardingCompleted":false}"#

    /// Scripts `server` for `userJSON`'s launch and stores a session in `directory`.
    static func prepare(_ server: LoopbackServer, userJSON: String = alice, directory: URL) throws {
        server.respond(to: .get, "/v1/session", with: .json(raw: userJSON))
        server.respond(to: .get, "/v1/me/profile", with: .json(raw: profile))
        server.respond(
            to: .get, "/v1/users/u-alice/posts",
            with: .json(raw: page(posts: [post(id: "p1", body: "Hello.")])))
        server.respond(to: .get, "/v1/me/settings", with: .json(raw: settings(appearance: "system")))
        server.respond(
            to: .get, "/v1/me/onboarding", with: .json(raw: #"{"step":"welcome","completed":false}"#))
        server.respond(
            to: .post, "/v1/analytics/events",
            with: .json(raw: #"{"accepted":1,"duplicates":0}"#, status: 202))
        let session = Session(
            accessToken: "scripted-access", refreshToken: "scripted-refresh",
            expiresAt: Date(timeIntervalSinceNow: 86_400))
        try AtomicFile.write(
            try SessionFile.encode(session), to: directory.appendingPathComponent("session.json"))
    }

    static let profile =
        #"{"userId":"u-alice","name":"Alice Example","bio":"Writes.","postCount":45,"isPrivate":false}"#

    static func post(id: String, body: String) -> String {
        #"{"id":"\#(id)","authorId":"u-alice","title":"Post \#(id)","body":"\#(body)","#
            + #""createdAt":"2026-01-02T03:04:05Z"}"#
    }

    static func page(posts: [String]) -> String {
        #"{"posts":[\#(posts.joined(separator: ","))],"nextCursor":null}"#
    }

    static func settings(appearance: String) -> String {
        #"{"notifications":{"push":true,"email":false},"appearance":"\#(appearance)","#
            + #""privacy":{"profile":"public"}}"#
    }
}
