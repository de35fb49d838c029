import Models
import Services
import ServicesTesting
import Testing

@Suite struct FakeAuthServiceTests {
    @Test func signsInToASeededAccount() async throws {
        let auth = FakeAuthService.seeded()
        let user = try await auth.login(email: "alice@example.com", password: SeedData.password)

        #expect(user == SeedData.alice)
        #expect(try await auth.validateSession() == SeedData.alice)
    }

    @Test func refusesAWrongPassword() async throws {
        let auth = FakeAuthService.seeded()
        await #expect(throws: ServiceError.invalidCredentials) {
            try await auth.login(email: "alice@example.com", password: "wrong-horse")
        }
        #expect(await auth.signedInUser == nil)
    }

    @Test func refusesAMalformedEmailAsTheLiveServiceDoes() async throws {
        await #expect(throws: ServiceError(.invalidEmail)) {
            try await FakeAuthService.seeded().login(email: "alice", password: SeedData.password)
        }
    }

    @Test func saysSoWhenNoAccountsWereSetUp() async throws {
        let error = await #expect(throws: ServiceError.self) {
            try await FakeAuthService().login(email: "alice@example.com", password: SeedData.password)
        }
        guard case .unexpected(let detail) = error else {
            Issue.record("expected .unexpected, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("FakeAuthService.seeded()"))
    }

    @Test func signsUpAFirstTimeUserAndSignsThemIn() async throws {
        let auth = FakeAuthService.seeded()
        let user = try await auth.signup(email: "carol@example.com", password: "battery1staple", name: "Carol")

        #expect(user.email == "carol@example.com")
        #expect(user.needsOnboarding)
        #expect(await auth.signedInUser == user)
    }

    @Test func refusesASignupWithAUsedEmail() async throws {
        await #expect(throws: ServiceError.emailTaken) {
            try await FakeAuthService.seeded().signup(email: "Bob@example.com", password: "battery1staple", name: "Bob")
        }
    }

    @Test func refreshWithoutASessionIsSessionExpired() async throws {
        await #expect(throws: ServiceError.sessionExpired) { try await FakeAuthService.seeded().refresh() }
    }

    @Test func logoutSignsOut() async throws {
        let auth = FakeAuthService.seeded(signedInUser: SeedData.alice)
        await auth.logout()

        #expect(try await auth.validateSession() == nil)
    }

    @Test func recordsCallsWithoutPasswords() async throws {
        let auth = FakeAuthService.seeded()
        _ = try? await auth.login(email: "alice@example.com", password: "secret-password1")
        await auth.logout()

        #expect(auth.calls == [.login(email: "alice@example.com"), .logout])
        #expect(!"\(auth.calls)".contains("secret-password1"))
    }
}
