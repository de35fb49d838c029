import Foundation
import Networking
import NetworkingNIO
import NetworkingTesting
import Testing

@Suite struct ClientRetryTests {
    private let policy = RetryPolicy(
        maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(10), jitter: 0.5)

    private func client(_ server: StubServer, clock: RecordingClock, now: Date = Date())
        -> LiveHTTPClient
    {
        LiveHTTPClient(
            baseURL: server.baseURL, transport: server.transport, retryPolicy: policy, clock: clock,
            random: { 0.5 }, now: { now })
    }

    @Test(arguments: [429, 500, 502, 503, 504])
    func aTransientStatusIsRetriedWithJitteredExponentialBackOff(_ status: Int) async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1", inTurn: [.status(status), .status(status), .json(Note.sample)])
            let clock = RecordingClock()
            let note = try await client(server, clock: clock).send(.note())
            #expect(note == Note.sample)
            #expect(clock.sleeps == [.milliseconds(750), .milliseconds(1500)])
        }
    }

    @Test func retryAfterInSecondsReplacesTheBackOff() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                inTurn: [.status(429, headers: ["Retry-After": "3"]), .json(Note.sample)])
            let clock = RecordingClock()
            _ = try await client(server, clock: clock).send(.note())
            #expect(clock.sleeps == [.seconds(3)])
        }
    }

    @Test func retryAfterAsAnHTTPDateIsMeasuredFromNow() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                inTurn: [
                    .status(503, headers: ["Retry-After": "Fri, 02 Jan 2026 03:04:10 GMT"]),
                    .json(Note.sample),
                ])
            let clock = RecordingClock()
            _ = try await client(server, clock: clock, now: Note.sample.createdAt).send(.note())
            #expect(clock.sleeps == [.seconds(5)])
        }
    }

    @Test func aRetryAfterLongerThanTheMaximumDelaySurfacesTheError() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .status(503, headers: ["Retry-After": "3600"]))
            let clock = RecordingClock()
            await #expect(throws: NetworkError.http(status: 503, summary: "no body")) {
                try await client(server, clock: clock).send(.note())
            }
            #expect(clock.sleeps.isEmpty)
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    @Test func attemptsAreBounded() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .status(500))
            let clock = RecordingClock()
            await #expect(throws: NetworkError.http(status: 500, summary: "no body")) {
                try await client(server, clock: clock).send(.note())
            }
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 4)
            #expect(clock.sleeps == [.milliseconds(750), .milliseconds(1500), .seconds(3)])
        }
    }

    @Test func connectionFailuresAreRetried() async throws {
        try await withRefusingAddress { url in
            let clock = RecordingClock()
            let client = LiveHTTPClient(
                baseURL: url, transport: NIOHTTPTransport(), retryPolicy: policy, clock: clock,
                random: { 0.5 })
            await #expect(throws: NetworkError.offline) { try await client.send(.note()) }
            #expect(clock.sleeps.count == 3)
        }
    }

    @Test func aPostIsNeverRetried() async throws {
        try await withStubServer { server in
            server.respond(to: .post, "/v1/notes", with: .status(503))
            let clock = RecordingClock()
            let create = Endpoint<Note>(
                method: .post, path: "/v1/notes", body: Note.sample, requiresAuthentication: false)
            await #expect(throws: NetworkError.http(status: 503, summary: "no body")) {
                try await client(server, clock: clock).send(create)
            }
            #expect(server.requestCount(to: .post, "/v1/notes") == 1)
            #expect(clock.sleeps.isEmpty)
        }
    }

    @Test func aPostMarkedIdempotentIsRetried() async throws {
        try await withStubServer { server in
            server.respond(to: .post, "/v1/analytics/events", inTurn: [.status(502), .status(202)])
            let clock = RecordingClock()
            let upload = Endpoint<Void>(
                method: .post, path: "/v1/analytics/events", requiresAuthentication: false, isIdempotent: true
            )
            try await client(server, clock: clock).send(upload)
            #expect(server.requestCount(to: .post, "/v1/analytics/events") == 2)
        }
    }

    @Test func maintenanceIsNeverRetried() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .maintenance)
            let clock = RecordingClock()
            await #expect(throws: NetworkError.maintenance) {
                try await client(server, clock: clock).send(.note())
            }
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    @Test(arguments: [400, 404, 409, 422])
    func aClientErrorIsNotRetried(_ status: Int) async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .status(status))
            let clock = RecordingClock()
            await #expect(throws: NetworkError.http(status: status, summary: "no body")) {
                try await client(server, clock: clock).send(.note())
            }
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }
}
