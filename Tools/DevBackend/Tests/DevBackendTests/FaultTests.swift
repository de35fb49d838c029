import Foundation
import Networking
import Testing

@testable import DevBackend


struct FaultTests {
    private static let event = #"{"events": [{"id": "e1", "name": "x", "timestamp": "2026-03-01T10:00:00Z", "properties": {}}]}"#

    @Test(arguments: [BackendHarness.Mode.inMemory, .live])
    func offlineRefusesConnectionsAndOnlineAnswersAgain(_ mode: BackendHarness.Mode) async throws {
        try await BackendHarness.run(mode: mode) { harness in
            try await harness.backend.setOffline(true)
            await #expect(throws: TransportError.cannotConnect) { try await harness.send("GET", "/v1/session") }
            try await harness.backend.setOffline(false)
            let reply = try await harness.send("GET", "/v1/session")

            #expect(reply.status == 401)
        }
    }

    @Test func onlineListensAgainOnTheSamePort() async throws {
        try await BackendHarness.run(mode: .live) { harness in
            try await harness.backend.setOffline(true)
            try await harness.backend.setOffline(false)
            #expect(try await harness.backend.baseURL == harness.baseURL)
        }
    }

    @Test func theAddressIsKeptFromOtherProgramsWhileOfflineOrStopped() async throws {
        try await BackendHarness.run(mode: .live) { harness in
            let port = try #require(try harness.baseURL.port)
            try await harness.backend.setOffline(true)
            let whileOffline = PortProbe.canBind(port: port)
            try await harness.backend.setOffline(false)
            await harness.backend.stop()
            let whileStopped = PortProbe.canBind(port: port)
            try await harness.backend.start()

            #expect(!whileOffline)
            #expect(!whileStopped)
            #expect(try await harness.send("GET", "/v1/session").status == 401)
        }
    }

    @Test func offlineKeepsTheData() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            try await harness.backend.setOffline(true)
            try await harness.backend.setOffline(false)
            #expect(try await harness.send("GET", "/v1/session", token: token).status == 200)
        }
    }

    @Test func latencyIsWaitedOnTheInjectedClockBeforeEveryResponse() async throws {
        let clock = RecordingClock()
        try await BackendHarness.run(.init(clock: clock)) { harness in
            _ = try await harness.send("GET", "/v1/session")
            try await harness.backend.setLatency(.milliseconds(250))
            _ = try await harness.send("POST", "/v1/analytics/events", body: Data(Self.event.utf8))
            _ = try await harness.send("GET", "/v1/unknown")

            #expect(clock.sleeps.all == [.milliseconds(250), .milliseconds(250)])
        }
    }

    @Test(arguments: [Duration.milliseconds(-1), .seconds(61)])
    func aLatencyOutOfRangeIsRefused(latency: Duration) async throws {
        let backend = try DevBackend()
        await #expect(throws: DevBackendError.invalidLatency(latency)) { try await backend.setLatency(latency) }
        #expect(await backend.faults.latency == .zero)
    }

    @Test func failNextRequestsFailsThatManyRequestsWhateverTheirRouteThenStops() async throws {
        try await BackendHarness.run { harness in
            let refreshToken = try await harness.login().refresh
            try await harness.backend.failNextRequests(3, status: 500)
            let analytics = try await harness.send("POST", "/v1/analytics/events", body: Data(Self.event.utf8))
            let refresh = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": refreshToken])
            let unknown = try await harness.send("GET", "/v1/unknown")
            let after = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": refreshToken])

            #expect([analytics.status, refresh.status, unknown.status] == [500, 500, 500] as [Int])
            #expect(analytics.errorCode == "injected_failure")
            #expect(await harness.backend.receivedEvents().isEmpty)
            #expect(after.status == 200)
        }
    }

    @Test func anInjected429CarriesRetryAfterOneSecond() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.failNextRequests(1, status: 429)
            let reply = try await harness.send("GET", "/v1/session")

            #expect(reply.status == 429)
            #expect(reply.header("Retry-After") == "1")
            #expect(reply.errorCode == "rate_limited")
        }
    }

    @Test func anInjected503IsNotTheMaintenanceAnswer() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.failNextRequests(1, status: 503)
            let reply = try await harness.send("GET", "/v1/session")

            #expect(reply.status == 503)
            #expect(reply.header("X-Maintenance") == nil)
            #expect(reply.errorCode != "maintenance")
        }
    }

    @Test(arguments: [(1, 200), (1, 399), (1, 600), (-1, 500)])
    func failNextRequestsRefusesBadArguments(count: Int, status: Int) async throws {
        let backend = try DevBackend()
        await #expect(throws: DevBackendError.self) { try await backend.failNextRequests(count, status: status) }
        #expect(await backend.faults.pendingFailures == 0)
    }

    @Test func maintenanceAnswersEveryRequestWith503AndTheFlagUntilTurnedOff() async throws {
        try await BackendHarness.run { harness in
            await harness.backend.setMaintenance(true)
            let replies = [
                try await harness.send("POST", "/v1/auth/login", json: ["email": "alice@example.com", "password": "correct-horse"]),
                try await harness.send("GET", "/v1/me/profile"),
                try await harness.send("POST", "/v1/analytics/events", body: Data(Self.event.utf8)),
                try await harness.send("GET", "/v1/unknown"),
            ]
            await harness.backend.setMaintenance(false)
            let after = try await harness.send("POST", "/v1/auth/login", json: ["email": "alice@example.com", "password": "correct-horse"])

            for reply in replies {
                #expect(reply.status == 503)
                #expect(reply.errorCode == "maintenance")
                #expect(reply.header("X-Maintenance") == "on")
            }
            #expect(after.status == 200)
        }
    }

    @Test func revokeEndsTheSessionsThatExistNow() async throws {
        try await BackendHarness.run { harness in
            let old = try await harness.login()
            try await harness.backend.revokeSessions()
            let access = try await harness.send("GET", "/v1/session", token: old.access)
            let refresh = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": old.refresh])
            let later = try await harness.token()

            #expect(access.status == 401)
            #expect(refresh.status == 401)
            #expect(try await harness.send("GET", "/v1/session", token: later).status == 200)
        }
    }

    @Test func expireTokensExpiresAccessTokensButKeepsRefreshTokens() async throws {
        try await BackendHarness.run { harness in
            let old = try await harness.login()
            try await harness.backend.expireAccessTokens()
            let access = try await harness.send("GET", "/v1/session", token: old.access)
            let refresh = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": old.refresh])
            let renewed = try #require(try refresh.json()["accessToken"].string)

            #expect(access.status == 401)
            #expect(refresh.status == 200)
            #expect(try await harness.send("GET", "/v1/session", token: renewed).status == 200)
        }
    }

    @Test func deletingAnUnknownPostIsRefused() async throws {
        let backend = try DevBackend()
        await #expect(throws: DevBackendError.unknownPost("p0")) { try await backend.deletePost("p0") }
    }

    @Test func controlErrorsReadAsOneLine() {
        let errors: [DevBackendError] = [
            .invalidFailureStatus(200), .invalidFailureCount(-1), .invalidLatency(.seconds(90)), .unknownPost("p0"),
            .cannotListen(port: 80, reason: "Permission denied"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
            #expect(error.localizedDescription == error.description)
        }
    }
}
