import DevBackend
import Foundation
import Models
import Services
import ServicesTesting
import Testing

@Suite struct LiveAuthServiceTests {
    @Test func loginReturnsTheUserAndStoresTheSessionIn0600File() async throws {
        try await LiveStack.run { stack in
            let user = try await stack.auth.login(email: "alice@example.com", password: SeedData.password)

            #expect(user == SeedData.alice)
            #expect(await stack.sessionStore.load() != nil)
            #expect(try permissions(of: stack.credentials.fileURL) == 0o600)
        }
    }

    @Test func loginWithAWrongPasswordIsInvalidCredentialsAndStoresNothing() async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError.invalidCredentials) {
                try await stack.auth.login(email: "alice@example.com", password: "wrong-horse")
            }
            #expect(await stack.sessionStore.load() == nil)
            #expect(await stack.backend.requestCount(.refresh) == 0)
        }
    }

    @Test(arguments: [("alice", SeedData.password, ValidationError.invalidEmail), ("alice@example.com", "", .passwordMissing)])
    func loginRefusesBadInputWithoutARequest(_ email: String, _ password: String, _ reason: ValidationError) async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError(reason)) { try await stack.auth.login(email: email, password: password) }
            #expect(await stack.requestCount() == 0)
        }
    }

    @Test func loginWhileOfflineIsOffline() async throws {
        try await LiveStack.run { stack in
            try await stack.backend.setOffline(true)
            await #expect(throws: ServiceError.offline) { try await stack.signIn() }
        }
    }

    @Test func loginDuringMaintenanceIsMaintenance() async throws {
        try await LiveStack.run { stack in
            await stack.backend.setMaintenance(true)
            await #expect(throws: ServiceError.maintenance) { try await stack.signIn() }
        }
    }

    @Test func signupCreatesAFirstTimeUserAndStoresTheSession() async throws {
        try await LiveStack.run { stack in
            let user = try await stack.auth.signup(email: " carol@example.com ", password: "battery1staple", name: " Carol ")

            #expect(user.email == "carol@example.com")
            #expect(user.name == "Carol")
            #expect(user.needsOnboarding)
            #expect(try await stack.auth.validateSession() == user)
        }
    }

    @Test func signupWithAUsedEmailIsEmailTaken() async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError.emailTaken) {
                try await stack.auth.signup(email: "bob@example.com", password: "battery1staple", name: "Bob")
            }
            #expect(await stack.sessionStore.load() == nil)
        }
    }

    @Test(arguments: [
        ("carol", "battery1staple", "Carol", ValidationError.invalidEmail),
        ("carol@example.com", "short1", "Carol", .passwordTooShort),
        ("carol@example.com", "battery1staple", "Carol!", .displayNameInvalidCharacters),
    ])
    func signupRefusesBadInputWithoutARequest(
        _ email: String, _ password: String, _ name: String, _ reason: ValidationError
    ) async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError(reason)) {
                try await stack.auth.signup(email: email, password: password, name: name)
            }
            #expect(await stack.requestCount() == 0)
        }
    }

    @Test func signupWhenTheServerFailsIsAServerError() async throws {
        try await LiveStack.run { stack in
            try await stack.backend.failNextRequests(1, status: 500)
            await #expect(throws: ServiceError.server(status: 500)) {
                try await stack.auth.signup(email: "carol@example.com", password: "battery1staple", name: "Carol")
            }
        }
    }

    @Test func signupAnswered401IsUnexpectedNotAnExpiredSession() async throws {
        try await LiveStack.run { stack in
            try await stack.backend.failNextRequests(1, status: 401)
            await #expect(throws: ServiceError.unexpected("sign-up answered 401")) {
                try await stack.auth.signup(email: "carol@example.com", password: "battery1staple", name: "Carol")
            }
            #expect(await stack.backend.requestCount(.refresh) == 0)
        }
    }

    @Test func validateSessionWithNothingStoredIsNilWithoutARequest() async throws {
        try await LiveStack.run { stack in
            let user = try await stack.auth.validateSession()
            #expect(user == nil)
            #expect(await stack.requestCount() == 0)
        }
    }

    @Test func validateSessionReturnsTheStoredSessionsUser() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn(as: SeedData.newbie)
            #expect(try await stack.auth.validateSession() == SeedData.newbie)
        }
    }

    @Test func validateSessionRenewsAnExpiredAccessTokenOnTheWay() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.expireAccessTokens()

            #expect(try await stack.auth.validateSession() == SeedData.alice)
            #expect(await stack.backend.requestCount(.refresh) == 1)
        }
    }

    @Test func validateSessionClearsARejectedSessionAndSaysSoWithoutTheCallback() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.revokeSessions()

            await #expect(throws: ServiceError.sessionExpired) { try await stack.auth.validateSession() }
            #expect(await stack.sessionStore.load() == nil)
            #expect(try stack.credentials.read() == nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test(arguments: [500, 503, 429])
    func validateSessionKeepsTheSessionOnATransientFailure(_ status: Int) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.failNextRequests(1, status: status)

            await #expect(throws: ServiceError.server(status: status)) { try await stack.auth.validateSession() }
            #expect(await stack.sessionStore.load() != nil)
        }
    }

    @Test func validateSessionKeepsTheSessionWhileOffline() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.setOffline(true)

            await #expect(throws: ServiceError.offline) { try await stack.auth.validateSession() }
            #expect(await stack.sessionStore.load() != nil)
        }
    }

    @Test func validateSessionKeepsTheSessionDuringMaintenance() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            await stack.backend.setMaintenance(true)

            await #expect(throws: ServiceError.maintenance) { try await stack.auth.validateSession() }
            #expect(await stack.sessionStore.load() != nil)
        }
    }

    @Test func refreshRotatesTheStoredSessionAndKeepsTheFileAt0600() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let before = try #require(await stack.sessionStore.load())
            try await stack.auth.refresh()

            let after = try #require(await stack.sessionStore.load())
            #expect(after.refreshToken != before.refreshToken)
            #expect(await LiveSessionStore(credentials: stack.credentials, logger: .quiet).load() == after)
            #expect(try permissions(of: stack.credentials.fileURL) == 0o600)
        }
    }

    @Test func refreshOfARejectedSessionClearsItWithoutTheCallback() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.revokeSessions()

            await #expect(throws: ServiceError.sessionExpired) { try await stack.auth.refresh() }
            #expect(await stack.sessionStore.load() == nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test func refreshThatFailsInTransitKeepsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let before = await stack.sessionStore.load()
            try await stack.backend.failNextRequests(1, status: 503)

            await #expect(throws: ServiceError.server(status: 503)) { try await stack.auth.refresh() }
            #expect(await stack.sessionStore.load() == before)
        }
    }

    @Test func refreshWithNothingStoredIsSessionExpired() async throws {
        try await LiveStack.run { stack in
            await #expect(throws: ServiceError.sessionExpired) { try await stack.auth.refresh() }
            #expect(await stack.requestCount() == 0)
        }
    }
}
