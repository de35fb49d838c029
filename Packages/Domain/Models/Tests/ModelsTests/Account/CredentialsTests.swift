import Testing

@testable import Models

@Test func credentialsEncodeAsTheSignInBody() throws {
    let credentials = Credentials(email: "alice@example.com", password: "correct-horse")
    #expect(try WireJSON.encode(credentials) == #"{"email":"alice@example.com","password":"correct-horse"}"#)
}

@Test func credentialsNeverLeakThePassword() {
    let credentials = Credentials(email: "alice@example.com", password: "hunter2-secret")
    var dumped = ""
    dump(credentials, to: &dumped)
    for text in ["\(credentials)", String(reflecting: credentials), dumped] {
        #expect(!text.contains("hunter2"), "leaked: \(text)")
    }
    #expect(credentials.description == #"Credentials(email: "alice@example.com", password: <redacted>)"#)
}

@Test func validatedCredentialsHaveTheEmailTrimmed() throws {
    let credentials = try Credentials(email: "  alice@example.com\n", password: " pw ").validated()
    #expect(credentials == Credentials(email: "alice@example.com", password: " pw "))
}

@Test func credentialsWithAMalformedEmailAreRefused() {
    #expect(throws: ValidationError.invalidEmail) {
        try Credentials(email: "alice", password: "correct-horse").validated()
    }
}

@Test func credentialsWithoutAPasswordAreRefused() {
    #expect(throws: ValidationError.passwordMissing) {
        try Credentials(email: "alice@example.com", password: "").validated()
    }
}

@Test func credentialsAreNotHeldToSignUpPasswordRules() throws {
    let credentials = try Credentials(email: "alice@example.com", password: "short").validated()
    #expect(credentials.password == "short")
}
