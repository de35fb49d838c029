import Foundation
import Testing

@testable import DevBackend

struct SessionTests {
    @Test func aValidBearerTokenGetsItsUser() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/session", token: try await harness.token(SeedAccounts.bob))
            #expect(reply.status == 200)
            #expect(try reply.json()["id"] == .string("u-bob"))
        }
    }

    @Test(arguments: [nil, "Bearer", "Basic YWxpY2U6cGFzcw==", "Bearer not-a-token"])
    func aMissingOrUnknownBearerTokenIsUnauthorized(authorization: String?) async throws {
        try await BackendHarness.run { harness in
            let headers = authorization.map { ["Authorization": $0] } ?? [:]
            let reply = try await harness.send("GET", "/v1/session", headers: headers)
            #expect(reply.status == 401)
            #expect(reply.errorCode == "unauthorized")
            #expect(reply.header("WWW-Authenticate") == nil)
        }
    }

    @Test func anAccessTokenExpiresAfterTheConfiguredLifetime() async throws {
        let time = ManualTime()
        try await BackendHarness.run(.init(accessTokenLifetime: .seconds(60), now: time.now)) { harness in
            let token = try await harness.token()
            time.advance(by: 59)
            let before = try await harness.send("GET", "/v1/session", token: token)
            time.advance(by: 1)
            let after = try await harness.send("GET", "/v1/session", token: token)

            #expect(before.status == 200)
            #expect(after.status == 401)
        }
    }

    @Test func theSessionSaysWhenItsAccessTokenExpires() async throws {
        let time = ManualTime(Date(timeIntervalSince1970: 1_800_000_000))
        try await BackendHarness.run(.init(accessTokenLifetime: .seconds(900), now: time.now)) { harness in
            let reply = try await harness.send("POST", "/v1/auth/login", json: ["email": "alice@example.com", "password": "correct-horse"])
            #expect(try reply.json()["session"]["expiresAt"] == .string("2027-01-15T08:15:00Z"))
        }
    }

    @Test func refreshIssuesNewTokensThatWork() async throws {
        try await BackendHarness.run { harness in
            let old = try await harness.login()
            let reply = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": old.refresh])
            let session = try reply.json()
            let access = try #require(session["accessToken"].string)
            let check = try await harness.send("GET", "/v1/session", token: access)

            #expect(reply.status == 200)
            #expect(session.keys == ["accessToken", "refreshToken", "expiresAt"])
            #expect(access != old.access)
            #expect(session["refreshToken"].string != old.refresh)
            #expect(check.status == 200)
        }
    }

    @Test func aRefreshTokenWorksOnlyOnce() async throws {
        try await BackendHarness.run { harness in
            let refresh = try await harness.login().refresh
            let first = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": refresh])
            let second = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": refresh])

            #expect(first.status == 200)
            #expect(second.status == 401)
            #expect(second.errorCode == "invalid_refresh_token")
        }
    }

    @Test func refreshRenewsAnExpiredSession() async throws {
        let time = ManualTime()
        try await BackendHarness.run(.init(accessTokenLifetime: .seconds(60), now: time.now)) { harness in
            let session = try await harness.login()
            time.advance(by: 3600)
            let reply = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": session.refresh])
            let access = try #require(try reply.json()["accessToken"].string)

            #expect(try await harness.send("GET", "/v1/session", token: access).status == 200)
        }
    }

    @Test func refreshWithAnAccessTokenIsUnauthorized() async throws {
        try await BackendHarness.run { harness in
            let access = try await harness.token()
            #expect(try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": access]).status == 401)
        }
    }

    @Test func logoutEndsTheSessionsAccessAndRefreshTokens() async throws {
        try await BackendHarness.run { harness in
            let session = try await harness.login()
            let logout = try await harness.send("DELETE", "/v1/session", token: session.access)
            let check = try await harness.send("GET", "/v1/session", token: session.access)
            let refresh = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": session.refresh])

            #expect(logout.status == 204)
            #expect(logout.body.isEmpty)
            #expect(check.status == 401)
            #expect(refresh.status == 401)
        }
    }

    @Test func logoutLeavesOtherSessionsSignedIn() async throws {
        try await BackendHarness.run { harness in
            let phone = try await harness.token()
            let laptop = try await harness.token()
            _ = try await harness.send("DELETE", "/v1/session", token: phone)

            #expect(try await harness.send("GET", "/v1/session", token: laptop).status == 200)
        }
    }
}

struct SessionCapacityTests {
    @Test func beyondTheCapacityTheLeastRecentlyUsedSessionEnds() throws {
        var data = BackendData.seed()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let first = data.startSession(for: "u-alice", now: start, lifetime: 3600)
        let second = data.startSession(for: "u-alice", now: start.addingTimeInterval(1), lifetime: 3600)
        // Refreshing the first makes the second the least recently used.
        let refreshed = data.rotate(refreshToken: first.refreshToken, now: start.addingTimeInterval(2), lifetime: 3600)
        for index in 0..<(BackendData.sessionCapacity - 1) {
            _ = data.startSession(for: "u-bob", now: start.addingTimeInterval(3 + Double(index)), lifetime: 3600)
        }

        #expect(data.refreshGrants.count == BackendData.sessionCapacity)
        #expect(data.accessGrant(for: second.accessToken, now: start) == nil)
        #expect(data.rotate(refreshToken: second.refreshToken, now: start, lifetime: 3600) == nil)
        let kept = try #require(refreshed)
        #expect(data.accessGrant(for: kept.accessToken, now: start) != nil)
    }
}
