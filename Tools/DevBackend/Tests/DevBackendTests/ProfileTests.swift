import Foundation
import Testing

@testable import DevBackend

struct ProfileTests {
    @Test func ownProfileHasEveryField() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/me/profile", token: try await harness.token())
            let profile = try reply.json()

            #expect(reply.status == 200)
            #expect(profile.keys == ["userId", "name", "bio", "postCount", "isPrivate"])
            #expect(profile["userId"] == .string("u-alice"))
            #expect(profile["postCount"].int == 45)
            #expect(profile["isPrivate"] == .bool(false))
        }
    }

    @Test func patchChangesNameAndBio() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            let reply = try await harness.send("PATCH", "/v1/me/profile", json: ["name": "Alice B. O'Neil", "bio": "Hello 👋"], token: token)
            let session = try await harness.send("GET", "/v1/session", token: token)

            #expect(reply.status == 200)
            #expect(try reply.json()["name"] == .string("Alice B. O'Neil"))
            #expect(try reply.json()["bio"] == .string("Hello 👋"))
            #expect(try session.json()["name"] == .string("Alice B. O'Neil"))
        }
    }

    @Test func patchLeavesAbsentFieldsAsTheyWere() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            _ = try await harness.send("PATCH", "/v1/me/profile", json: ["bio": "New bio"], token: token)
            let profile = try await harness.send("GET", "/v1/me/profile", token: token).json()

            #expect(profile["name"] == .string("Alice Example"))
            #expect(profile["bio"] == .string("New bio"))
        }
    }

    @Test(arguments: [
        (["name": "Alice!"], "invalid_name"), (["bio": String(repeating: "x", count: 161)], "invalid_bio"),
        (["name": "Ok Name", "bio": String(repeating: "x", count: 161)], "invalid_bio"), (["bio": "a\u{0}b"], "invalid_bio"),
        (["bio": "two\nlines"], "invalid_bio"),
    ])
    func anInvalidPatchIsUnprocessableAndChangesNothing(patch: [String: String], code: String) async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            let before = try await harness.send("GET", "/v1/me/profile", token: token).json()
            let reply = try await harness.send("PATCH", "/v1/me/profile", json: patch, token: token)
            let after = try await harness.send("GET", "/v1/me/profile", token: token).json()

            #expect(reply.status == 422)
            #expect(reply.errorCode == code)
            #expect(after == before)
        }
    }

    @Test func someoneElsesProfileIsVisible() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/users/u-bob", token: try await harness.token())
            let profile = try reply.json()

            #expect(reply.status == 200)
            #expect(profile["name"] == .string("Bob Builder"))
            #expect(profile["postCount"].int == 12)
            #expect(profile["bio"].string?.isEmpty == false)
        }
    }

    @Test func anUnknownUserIsNotFound() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/users/u-nobody", token: try await harness.token())
            #expect(reply.status == 404)
            #expect(reply.errorCode == "not_found")
        }
    }

    @Test func aPrivateProfileHidesItsBioFromOthers() async throws {
        try await BackendHarness.run { harness in
            try await makePrivate(SeedAccounts.bob, in: harness)
            let profile = try await harness.send("GET", "/v1/users/u-bob", token: try await harness.token()).json()

            #expect(profile["isPrivate"] == .bool(true))
            #expect(profile["bio"] == .string(""))
            #expect(profile["name"] == .string("Bob Builder"))
        }
    }

    @Test func theOwnerOfAPrivateProfileSeesAllOfIt() async throws {
        try await BackendHarness.run { harness in
            try await makePrivate(SeedAccounts.bob, in: harness)
            let bob = try await harness.token(SeedAccounts.bob)
            let viaUsers = try await harness.send("GET", "/v1/users/u-bob", token: bob).json()
            let viaMe = try await harness.send("GET", "/v1/me/profile", token: bob).json()

            #expect(viaUsers["bio"].string?.isEmpty == false)
            #expect(viaMe == viaUsers)
        }
    }
}

/// Sets `account`'s profile privacy to private through the API.
func makePrivate(_ account: SeedAccounts.Account, in harness: BackendHarness) async throws {
    let settings: [String: Any] = [
        "notifications": ["push": true, "email": false], "appearance": "system", "privacy": ["profile": "private"],
    ]
    let reply = try await harness.send("PUT", "/v1/me/settings", json: settings, token: try await harness.token(account))
    try #require(reply.status == 200)
}
