import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct ClientCancellationTests {
    @Test func cancellingTheCallerCancelsTheRequestInFlight() async throws {
        let gate = Gate()
        try await withStubServer { server in
            server.handle(.get, "/v1/notes/n1") { _ in
                await gate.wait()
                return .json(Note.sample)
            }
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            let call = Task { try await client.send(.note()) }
            _ = await server.waitForRequests(to: .get, "/v1/notes/n1", count: 1)
            call.cancel()
            await #expect(throws: NetworkError.cancelled) { try await call.value }
            gate.open()
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    @Test func cancellingDuringBackOffStopsRetrying() async throws {
        try await withStubServer { server in
            server.respond(to: .get, "/v1/notes/n1", with: .status(503))
            let clock = ManualClock()
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport, clock: clock)
            let call = Task { try await client.send(.note()) }
            await clock.waitForSleepers(count: 1)
            call.cancel()
            await #expect(throws: NetworkError.cancelled) { try await call.value }
            #expect(server.requestCount(to: .get, "/v1/notes/n1") == 1)
        }
    }

    @Test func aCallFromAnAlreadyCancelledTaskSendsNothing() async throws {
        try await withStubServer { server in
            let client = LiveHTTPClient(baseURL: server.baseURL, transport: server.transport)
            let call = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.send(.note())
            }
            await #expect(throws: NetworkError.cancelled) { try await call.value }
            #expect(server.requests.isEmpty)
        }
    }
}
