import Foundation
import Testing

@testable import DevBackend

struct TargetedFaultTests {
    private static let alice = ["email": "alice@example.com", "password": "correct-horse"]

    @Test func aStatusHitsOnlyItsRouteForItsCountThenStops() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token()
            try await harness.backend.injectFault(.status(500), on: .getSettings, count: 2)
            let first = try await harness.send("GET", "/v1/me/settings", token: token)
            let other = try await harness.send("GET", "/v1/me/profile", token: token)
            let second = try await harness.send("GET", "/v1/me/settings", token: token)
            let third = try await harness.send("GET", "/v1/me/settings", token: token)

            let statuses = [first.status, other.status, second.status, third.status]
            #expect(statuses == [500, 200, 500, 200] as [Int])
            #expect(first.errorCode == "injected_failure")
            #expect(await harness.backend.faults.targeted.isEmpty)
        }
    }

    @Test func a429CarriesRetryAfterAndA503IsNotMaintenance() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.injectFault(.status(429), on: .login)
            let limited = try await harness.send("POST", "/v1/auth/login", json: Self.alice)
            try await harness.backend.injectFault(.status(503), on: .login)
            let unavailable = try await harness.send("POST", "/v1/auth/login", json: Self.alice)

            #expect(limited.status == 429)
            #expect(limited.header("Retry-After") == "1")
            #expect(unavailable.status == 503)
            #expect(unavailable.header("X-Maintenance") == nil)
        }
    }

    @Test func maintenanceAnswersTheRouteWithTheFlag() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.injectFault(.maintenance, on: .login)
            let reply = try await harness.send("POST", "/v1/auth/login", json: Self.alice)

            #expect(reply.status == 503)
            #expect(reply.errorCode == "maintenance")
            #expect(reply.header("X-Maintenance") == "on")
        }
    }

    @Test func malformedJSONIsA200WhoseBodyDoesNotParseAndChangesNothing() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.injectFault(.malformedJSON, on: .signup)
            let reply = try await harness.send(
                "POST", "/v1/auth/signup",
                json: ["email": "new@example.com", "password": "password1", "name": "New"])
            let again = try await harness.send(
                "POST", "/v1/auth/signup",
                json: ["email": "new@example.com", "password": "password1", "name": "New"])

            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "application/json")
            #expect((try? JSONSerialization.jsonObject(with: reply.body)) == nil)
            #expect(again.status == 201)
        }
    }

    @Test func aDelayIsWaitedOnTheInjectedClockThenTheRouteAnswers() async throws {
        let clock = RecordingClock()
        try await BackendHarness.run(.init(clock: clock)) { harness in
            try await harness.backend.injectFault(.delay(.seconds(5)), on: .login)
            _ = try await harness.send("GET", "/v1/session")
            let reply = try await harness.send("POST", "/v1/auth/login", json: Self.alice)

            #expect(reply.status == 200)
            #expect(clock.sleeps.all == [.seconds(5)])
        }
    }

    @Test func anyRouteIsHitWhenNoneIsNamed() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.injectFault(.malformedJSON, on: nil, count: 2)
            let replies = [
                try await harness.send("GET", "/v1/session"),
                try await harness.send("POST", "/v1/auth/login", json: Self.alice),
                try await harness.send("GET", "/v1/session"),
            ]

            #expect(replies.map(\.status) == [200, 200, 401] as [Int])
            #expect((try? JSONSerialization.jsonObject(with: replies[1].body)) == nil)
        }
    }

    @Test func aTargetedFaultComesBeforeFailuresAndMaintenance() async throws {
        try await BackendHarness.run { harness in
            try await harness.backend.failNextRequests(1, status: 500)
            await harness.backend.setMaintenance(true)
            try await harness.backend.injectFault(.status(429), on: .getSession)
            let targeted = try await harness.send("GET", "/v1/session")
            let failed = try await harness.send("GET", "/v1/session")
            let maintenance = try await harness.send("GET", "/v1/session")

            #expect([targeted.status, failed.status, maintenance.status] == [429, 500, 503] as [Int])
        }
    }

    @Test func aCountOfZeroClearsTheRoutesFault() async throws {
        let backend = try DevBackend()
        try await backend.injectFault(.status(500), on: .login, count: 3)
        try await backend.injectFault(.status(500), on: .getPost, count: 3)
        try await backend.injectFault(.status(500), on: .login, count: 0)

        #expect(await backend.faults.targeted.map(\.route) == [.getPost])
    }

    @Test(arguments: [
        (DevBackend.TargetedFault.status(200), 1), (.status(600), 1), (.delay(.seconds(61)), 1),
        (.delay(.milliseconds(-1)), 1), (.maintenance, -1),
    ])
    func badArgumentsAreRefusedAndChangeNothing(fault: DevBackend.TargetedFault, count: Int) async throws {
        let backend = try DevBackend()
        await #expect(throws: DevBackendError.self) {
            try await backend.injectFault(fault, on: .login, count: count)
        }
        #expect(await backend.faults.targeted.isEmpty)
    }
}
