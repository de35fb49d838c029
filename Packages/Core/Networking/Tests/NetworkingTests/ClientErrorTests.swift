import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct ClientErrorTests {
    @Test func noAnswerWithinTheEndpointTimeoutIsATimeout() async throws {
        let gate = Gate()
        try await withStubServer { server in
            server.handle(.get, "/v1/notes/n1") { _ in
                await gate.wait()
                return .json(Note.sample)
            }
            let timeoutClock = ManualClock()
            let client = LiveHTTPClient(
                baseURL: server.baseURL, transport: server.transport, retryPolicy: .none, timeoutClock: timeoutClock)
            let call = Task { try await client.send(.note(timeout: .milliseconds(200))) }
            _ = await server.waitForRequests(to: .get, "/v1/notes/n1", count: 1)
            await timeoutClock.waitForSleepers(count: 1)
            timeoutClock.advance(by: .milliseconds(199))
            #expect(timeoutClock.sleeperCount == 1)
            timeoutClock.advance(by: .milliseconds(1))
            await #expect(throws: NetworkError.timeout) { try await call.value }
            gate.open()
        }
    }

    @Test func theDefaultTimeoutAppliesToEndpointsWithoutOne() async throws {
        let gate = Gate()
        try await withStubServer { server in
            server.handle(.get, "/v1/notes/n1") { _ in
                await gate.wait()
                return .json(Note.sample)
            }
            let timeoutClock = ManualClock()
            let client = LiveHTTPClient(
                baseURL: server.baseURL, transport: server.transport, retryPolicy: .none, timeout: .seconds(5), timeoutClock: timeoutClock)
            let call = Task { try await client.send(.note()) }
            await timeoutClock.waitForSleepers(count: 1)
            timeoutClock.advance(by: .seconds(5))
            await #expect(throws: NetworkError.timeout) { try await call.value }
            gate.open()
        }
    }

    @Test func aTimelyAnswerStopsTheTimeout() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(Note.sample))
            let timeoutClock = ManualClock()
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport, timeoutClock: timeoutClock)
            _ = try await client.send(.note())
            #expect(timeoutClock.sleeperCount == 0)
        }
    }

    @Test func a401IsUnauthorized() async throws {
        try await withStubServer { server in
            server.respond(to: .post, "/v1/auth/login", with: .error(401, code: "invalid_credentials"))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            let login = Endpoint<Note>(method: .post, path: "/v1/auth/login", requiresAuthentication: false)
            await #expect(throws: NetworkError.unauthorized) { try await client.send(login) }
        }
    }

    @Test func a401WithAnAuthenticateChallengeIsStillUnauthorized() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                with: .error(401, code: "unauthorized", headers: ["WWW-Authenticate": "Bearer"]))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            await #expect(throws: NetworkError.unauthorized) { try await client.send(.note()) }
        }
    }

    @Test func anErrorStatusCarriesTheCodeAndMessage() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1", with: .error(404, code: "not_found", message: "No such note"))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            await #expect(throws: NetworkError.http(status: 404, summary: "not_found: No such note")) {
                try await client.send(.note())
            }
        }
    }

    @Test func aNonJSONErrorBodyIsDescribedWithoutEchoingIt() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                with: ScriptedResponse(status: 418, headers: ["Content-Type": "text/plain"], body: Data("I'm a\nteapot".utf8)))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            await #expect(throws: NetworkError.http(status: 418, summary: "a body of 12 bytes, text/plain")) {
                try await client.send(.note())
            }
        }
    }

    @Test func aMissingFieldIsADecodingErrorNamingIt() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1", with: .json(raw: #"{"id":"n1","createdAt":"2026-01-02T03:04:05Z"}"#)
            )
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            await #expect(throws: NetworkError.decoding("Note: missing key 'text' at the top level")) {
                try await client.send(.note())
            }
        }
    }

    @Test func malformedJSONIsADecodingError() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .json(raw: #"{"id":"n1","#))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            let error = await #expect(throws: NetworkError.self) { try await client.send(.note()) }
            guard case .decoding(let what) = error else {
                Issue.record("expected a decoding error, got \(String(describing: error))")
                return
            }
            #expect(what.hasPrefix("Note: "))
        }
    }

    @Test func aNoContentAnswerToAnEndpointExpectingJSONIsRefusedAsNotJSON() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .status(204))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            await #expect(throws: NetworkError.invalidResponse("expected JSON, got no content type")) {
                try await client.send(.note())
            }
        }
    }

    @Test func a503WithTheMaintenanceCodeIsMaintenance() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .error(503, code: "maintenance"))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport, retryPolicy: .none)
            await #expect(throws: NetworkError.maintenance) { try await client.send(.note()) }
        }
    }

    @Test func a503WithTheMaintenanceHeaderIsMaintenance() async throws {
        try await withStubServer { server in
            server.respond(
                to: .get, "/v1/notes/n1",
                with: ScriptedResponse(status: 503, headers: ["X-Maintenance": "on"]))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport, retryPolicy: .none)
            await #expect(throws: NetworkError.maintenance) { try await client.send(.note()) }
        }
    }

    @Test func aPlain503IsAnHTTPError() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .error(503, code: "unavailable", message: "busy"))
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport, retryPolicy: .none)
            await #expect(throws: NetworkError.http(status: 503, summary: "unavailable: busy")) {
                try await client.send(.note())
            }
        }
    }
}
