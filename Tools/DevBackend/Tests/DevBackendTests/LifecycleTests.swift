import Foundation
import Testing

@testable import DevBackend


struct LifecycleTests {
    @Test func startListensOnLoopbackAndAnswersItsBaseURL() async throws {
        let backend = try DevBackend()
        #expect(await backend.baseURL == nil)
        let url = try await backend.start()

        #expect(url.host == "127.0.0.1")
        #expect((url.port ?? 0) > 0)
        #expect(await backend.baseURL == url)
        await backend.stop()
        #expect(await backend.baseURL == nil)
    }

    @Test func startingTwiceKeepsTheSameServer() async throws {
        let backend = try DevBackend()
        let first = try await backend.start()
        let second = try await backend.start()
        await backend.stop()

        #expect(first == second)
    }

    @Test func aStoppedBackendStartsAgainOnTheSamePortWithItsData() async throws {
        try await BackendHarness.run(mode: .live) { harness in
            try await harness.backend.deletePost("p1")
            await harness.backend.stop()
            let url = try await harness.backend.start()
            let reply = try await harness.send("GET", "/v1/posts/p1", token: try await harness.token())

            #expect(try url == harness.baseURL)
            #expect(reply.status == 404)
        }
    }

    @Test func aPortInUseIsReportedAsAnError() async throws {
        try await BackendHarness.run(mode: .live) { harness in
            let port = try #require(try harness.baseURL.port.flatMap(UInt16.init))
            let second = try DevBackend(configuration: .init(port: port))
            await #expect {
                try await second.start()
            } throws: { error in
                guard case DevBackendError.cannotListen(let failedPort, _) = error else { return false }
                return failedPort == port
            }
        }
    }
}
