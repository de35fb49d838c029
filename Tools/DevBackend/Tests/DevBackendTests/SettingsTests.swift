import Foundation
import Testing

@testable import DevBackend

struct SettingsTests {
    private static var dark: [String: Any] {
        ["notifications": ["push": false, "email": true], "appearance": "dark", "privacy": ["profile": "public"]]
    }

    @Test func newAccountsHaveTheDefaultSettings() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/me/settings", token: try await harness.token())
            #expect(reply.status == 200)
            #expect(try reply.json() == .object([
                "notifications": .object(["push": .bool(true), "email": .bool(false)]),
                "appearance": .string("system"),
                "privacy": .object(["profile": .string("public")]),
            ]))
        }
    }

    @Test func putReplacesTheSettings() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            let put = try await harness.send("PUT", "/v1/me/settings", json: Self.dark, token: token)
            let get = try await harness.send("GET", "/v1/me/settings", token: token)

            #expect(put.status == 200)
            #expect(try get.json() == put.json())
            #expect(try get.json()["appearance"] == .string("dark"))
            #expect(try get.json()["notifications"]["email"] == .bool(true))
        }
    }

    @Test(arguments: [("appearance", "sepia"), ("privacy", "friends")])
    func anUnknownValueIsUnprocessableAndChangesNothing(field: String, value: String) async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            var settings = Self.dark
            settings[field] = field == "privacy" ? ["profile": value] : value
            let reply = try await harness.send("PUT", "/v1/me/settings", json: settings, token: token)
            let after = try await harness.send("GET", "/v1/me/settings", token: token).json()

            #expect(reply.status == 422)
            #expect(reply.errorCode == "invalid_value")
            #expect(after["appearance"] == .string("system"))
        }
    }

    @Test func aPartialSettingsObjectIsABadRequest() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("PUT", "/v1/me/settings", json: ["appearance": "dark"], token: try await harness.token())
            #expect(reply.status == 400)
            #expect(reply.errorCode == "malformed_body")
        }
    }

    @Test func settingsBelongToTheirUser() async throws {
        try await BackendHarness.run { harness in
            _ = try await harness.send("PUT", "/v1/me/settings", json: Self.dark, token: try await harness.token())
            let bobs = try await harness.send("GET", "/v1/me/settings", token: try await harness.token(SeedAccounts.bob)).json()
            #expect(bobs["appearance"] == .string("system"))
        }
    }
}
