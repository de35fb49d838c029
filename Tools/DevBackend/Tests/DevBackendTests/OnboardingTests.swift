import Foundation
import Testing

@testable import DevBackend

struct OnboardingTests {
    @Test func theFirstTimeUserIsAtWelcome() async throws {
        try await BackendHarness.run { harness in
            let login = try await harness.send("POST", "/v1/auth/login", json: ["email": "newbie@example.com", "password": "correct-horse"])
            let token = try #require(try login.json()["session"]["accessToken"].string)
            let progress = try await harness.send("GET", "/v1/me/onboarding", token: token)

            #expect(try login.json()["user"]["onboardingCompleted"] == .bool(false))
            #expect(try login.json()["user"]["name"] == .string("Newbie"))
            #expect(try progress.json() == .object(["step": .string("welcome"), "completed": .bool(false)]))
        }
    }

    @Test func theReturningUserHasCompletedOnboarding() async throws {
        try await BackendHarness.run { harness in
            let progress = try await harness.send("GET", "/v1/me/onboarding", token: try await harness.token()).json()
            #expect(progress == .object(["step": .string("complete"), "completed": .bool(true)]))
        }
    }

    @Test func putSavesTheStep() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token(SeedAccounts.newbie)
            let put = try await harness.send("PUT", "/v1/me/onboarding", json: ["step": "profileSetup"], token: token)
            let get = try await harness.send("GET", "/v1/me/onboarding", token: token)

            #expect(put.status == 200)
            #expect(try get.json() == .object(["step": .string("profileSetup"), "completed": .bool(false)]))
        }
    }

    @Test func anUnknownStepIsUnprocessable() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("PUT", "/v1/me/onboarding", json: ["step": "finished"], token: try await harness.token(SeedAccounts.newbie))
            #expect(reply.status == 422)
            #expect(reply.errorCode == "invalid_value")
        }
    }

    @Test func completeMarksTheUserOnboarded() async throws {
        try await BackendHarness.run { harness in
            let token = try await harness.token(SeedAccounts.newbie)
            let complete = try await harness.send("POST", "/v1/me/onboarding/complete", token: token)
            let user = try await harness.send("GET", "/v1/session", token: token).json()

            #expect(complete.status == 200)
            #expect(try complete.json() == .object(["step": .string("complete"), "completed": .bool(true)]))
            #expect(user["onboardingCompleted"] == .bool(true))
        }
    }
}
