import Testing

@testable import Models

@Test func authResultDecodesTheSignInAnswer() throws {
    let json = """
        {"user":{"id":"u-alice","email":"alice@example.com","name":"Alice","onboardingCompleted":true},
         "session":{"accessToken":"access-secret-123","refreshToken":"refresh-secret-456",
                    "expiresAt":"2026-01-02T03:04:05Z"}}
        """
    #expect(try WireJSON.decode(AuthResult.self, from: json) == AuthResult(user: .alice, session: .sample))
}

@Test func authResultWithoutASessionFailsToDecode() {
    let json =
        #"{"user":{"id":"u-alice","email":"alice@example.com","name":"Alice","onboardingCompleted":true}}"#
    #expect(throws: DecodingError.self) { try WireJSON.decode(AuthResult.self, from: json) }
}
