import Foundation
import Testing

@testable import DevBackend

struct AuthTests {
    @Test func loginAnswersTheUserAndASession() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/auth/login", json: ["email": "alice@example.com", "password": "correct-horse"])
            let body = try reply.json()

            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "application/json")
            #expect(body["user"] == .object([
                "id": .string("u-alice"), "email": .string("alice@example.com"),
                "name": .string("Alice Example"), "onboardingCompleted": .bool(true),
            ]))
            #expect(body["session"].keys == ["accessToken", "refreshToken", "expiresAt"])
            #expect((body["session"]["accessToken"].string?.count ?? 0) >= 40)
            #expect(body["session"]["accessToken"] != body["session"]["refreshToken"])
        }
    }

    @Test func loginMatchesTheEmailWhateverItsCase() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/auth/login", json: ["email": "Bob@Example.COM", "password": "correct-horse"])
            #expect(reply.status == 200)
            #expect(try reply.json()["user"]["id"] == .string("u-bob"))
        }
    }

    @Test(arguments: [("alice@example.com", "wrong-horse1"), ("nobody@example.com", "correct-horse"), ("alice@example.com", "")])
    func loginWithWrongCredentialsIsUnauthorized(email: String, password: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/auth/login", json: ["email": email, "password": password])
            #expect(reply.status == 401)
            #expect(reply.errorCode == "invalid_credentials")
        }
    }

    @Test func signupCreatesAFirstTimeUserWhoCanSignIn() async throws {
        try await BackendHarness.run { harness in
            let signup = try await harness.send("POST", "/v1/auth/signup", json: ["email": "carol@example.com", "password": "secret-123", "name": "Carol"])
            let user = try signup.json()["user"]
            let login = try await harness.send("POST", "/v1/auth/login", json: ["email": "carol@example.com", "password": "secret-123"])

            #expect(signup.status == 201)
            #expect(user["name"] == .string("Carol"))
            #expect(user["onboardingCompleted"] == .bool(false))
            #expect(try signup.json()["session"]["accessToken"].string != nil)
            #expect(try login.json()["user"]["id"] == user["id"])
        }
    }

    @Test func signupStartsOnboardingAtWelcome() async throws {
        try await BackendHarness.run { harness in
            let signup = try await harness.send("POST", "/v1/auth/signup", json: ["email": "dan@example.com", "password": "secret-123", "name": "Dan"])
            let token = try #require(try signup.json()["session"]["accessToken"].string)
            let progress = try await harness.send("GET", "/v1/me/onboarding", token: token)

            #expect(try progress.json() == .object(["step": .string("welcome"), "completed": .bool(false)]))
        }
    }

    @Test func signupWithATakenEmailConflicts() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/auth/signup", json: ["email": "ALICE@example.com", "password": "secret-123", "name": "Alice Two"])
            #expect(reply.status == 409)
            #expect(reply.errorCode == "email_taken")
        }
    }

    @Test func signupBeyondTheAccountCapacityIsUnprocessableAndSignInStillWorks() async throws {
        try await BackendHarness.run { harness in
            var created = 0
            var last = try await harness.send("POST", "/v1/auth/signup", json: Self.signup(0))
            while last.status == 201, created <= AuthHandlers.accountCapacity {
                created += 1
                last = try await harness.send("POST", "/v1/auth/signup", json: Self.signup(created))
            }
            let login = try await harness.send("POST", "/v1/auth/login", json: Self.login(created - 1))

            #expect(created == AuthHandlers.accountCapacity - BackendData.seed().users.count)
            #expect(last.status == 422)
            #expect(last.errorCode == "account_limit")
            #expect(login.status == 200)
        }
    }

    private static func signup(_ number: Int) -> [String: String] {
        ["email": "user\(number)@example.com", "password": "secret-123", "name": "User"]
    }

    private static func login(_ number: Int) -> [String: String] {
        ["email": "user\(number)@example.com", "password": "secret-123"]
    }

    @Test(arguments: [
        (["email": "not-an-email", "password": "secret-123", "name": "Eve"], "invalid_email"),
        (["email": "eve@example.com", "password": "short1", "name": "Eve"], "invalid_password"),
        (["email": "eve@example.com", "password": "lettersonly", "name": "Eve"], "invalid_password"),
        (["email": "eve@example.com", "password": "secret-123", "name": ""], "invalid_name"),
        (["email": "eve@example.com", "password": "secret-123", "name": "Eve <script>"], "invalid_name"),
    ])
    func signupWithAnInvalidFieldIsUnprocessableAndCreatesNothing(body: [String: String], code: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/auth/signup", json: body)
            let login = try await harness.send("POST", "/v1/auth/login", json: ["email": body["email"] ?? "", "password": body["password"] ?? ""])

            #expect(reply.status == 422)
            #expect(reply.errorCode == code)
            #expect(try !(reply.json()["message"].string ?? "").isEmpty)
            #expect(login.status == 401)
        }
    }

    @Test func signupWithAMissingFieldIsABadRequest() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("POST", "/v1/auth/signup", json: ["email": "eve@example.com", "password": "secret-123"])
            #expect(reply.status == 400)
            #expect(reply.errorCode == "malformed_body")
        }
    }
}
