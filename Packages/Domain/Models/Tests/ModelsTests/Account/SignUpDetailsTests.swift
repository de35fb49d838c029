import Testing

@testable import Models

@Test func signUpDetailsEncodeAsTheSignUpBody() throws {
    let details = SignUpDetails(email: "new@example.com", password: "abcdefg1", name: "New")
    #expect(
        try WireJSON.encode(details) == #"{"email":"new@example.com","name":"New","password":"abcdefg1"}"#)
}

@Test func signUpDetailsNeverLeakThePassword() {
    let details = SignUpDetails(email: "new@example.com", password: "hunter2-secret", name: "New")
    var dumped = ""
    dump(details, to: &dumped)
    for text in ["\(details)", String(reflecting: details), dumped] {
        #expect(!text.contains("hunter2"), "leaked: \(text)")
    }
}

@Test func validatedSignUpDetailsAreTrimmedExceptThePassword() throws {
    let details = try SignUpDetails(email: " new@example.com ", password: " abcdefg1 ", name: "  New  ")
        .validated()
    #expect(details == SignUpDetails(email: "new@example.com", password: " abcdefg1 ", name: "New"))
}

@Test func signUpDetailsReportTheFirstBrokenRuleInFieldOrder() {
    #expect(throws: ValidationError.invalidEmail) {
        try SignUpDetails(email: "bad", password: "x", name: "").validated()
    }
    #expect(throws: ValidationError.passwordTooShort) {
        try SignUpDetails(email: "new@example.com", password: "x", name: "").validated()
    }
    #expect(throws: ValidationError.displayNameEmpty) {
        try SignUpDetails(email: "new@example.com", password: "abcdefg1", name: "").validated()
    }
}
