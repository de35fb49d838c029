import Foundation
import Testing

@testable import DevBackend

struct InspectionTests {
    @Test func requestsAreCountedByRouteWhateverTheirAnswer() async throws {
        try await BackendHarness.run { harness in
            let refresh = try await harness.login().refresh
            _ = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": refresh])
            _ = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": refresh])
            try await harness.backend.failNextRequests(1, status: 500)
            _ = try await harness.send("POST", "/v1/auth/refresh", json: ["refreshToken": "x"])

            #expect(await harness.backend.requestCount(.refresh) == 3)
            #expect(await harness.backend.requestCount(.login) == 1)
            #expect(await harness.backend.requestCount(.getSession) == 0)
        }
    }

    @Test func recordedRequestsKeepMethodPathRouteAndStatusInOrder() async throws {
        try await BackendHarness.run { harness in
            _ = try await harness.send("GET", "/v1/users/u-bob?x=1")
            _ = try await harness.send("GET", "/v1/nowhere")

            #expect(await harness.backend.recordedRequests() == [
                .init(method: "GET", path: "/v1/users/u-bob", route: .getUser, status: 401),
                .init(method: "GET", path: "/v1/nowhere", route: nil, status: 404),
            ])
        }
    }

    @Test func clearingStartsTheCountsAgain() async throws {
        try await BackendHarness.run { harness in
            _ = try await harness.login()
            await harness.backend.clearRecordedRequests()
            _ = try await harness.send("GET", "/v1/session")

            #expect(await harness.backend.requestCount(.login) == 0)
            #expect(await harness.backend.recordedRequests().map(\.route) == [.getSession])
        }
    }
}
