import Models
import Services
import ServicesTesting
import Testing

@Suite struct LiveOnboardingServiceTests {
    @Test(arguments: SeedData.users)
    func readsTheSeededProgress(_ user: User) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: user)
            #expect(try await stack.onboarding.progress() == SeedData.onboarding(of: user))
        }
    }

    @Test func savesTheStepReached() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: SeedData.newbie)

            #expect(try await stack.onboarding.save(step: .profileSetup) == OnboardingProgress(step: .profileSetup, completed: false))
            #expect(try await stack.onboarding.progress().step == .profileSetup)
        }
    }

    @Test func completingMarksTheUserOnboarded() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: SeedData.newbie)

            #expect(try await stack.onboarding.complete() == OnboardingProgress(step: .complete, completed: true))
            #expect(try await stack.auth.validateSession()?.onboardingCompleted == true)
        }
    }

    @Test func savingWhenTheServerFailsIsAServerErrorAndKeepsTheStep() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: SeedData.newbie)
            try await stack.backend.failNextRequests(1, status: 500)

            await #expect(throws: ServiceError.server(status: 500)) { try await stack.onboarding.save(step: .permissions) }
            #expect(try await stack.onboarding.progress().step == .welcome)
        }
    }

    @Test func completingWithoutASessionIsSessionExpired() async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError.sessionExpired) { try await stack.onboarding.complete() }
        }
    }
}
