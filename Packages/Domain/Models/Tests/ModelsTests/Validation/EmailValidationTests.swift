import Testing

@testable import Models

@Test(arguments: [
    "alice@example.com", "a@b.co", "first.last+tag@mail.example.org", "ALICE@EXAMPLE.COM",
    "jörg@münchen.de", "user@my-host.example.io", "x@123.example.com",
])
func emailShapedLikeLocalAtDomainTLDIsAccepted(email: String) throws {
    #expect(try Validation.email(email) == email)
}

@Test(
    arguments: [
        "", "   ", "alice", "alice@", "@example.com", "alice@example", "alice@example.", "alice@.com",
        "alice@example..com", "alice@@example.com", "al@ice@example.com", "al ice@example.com",
        "alice@exa mple.com", "alice@example.c", "alice@example.c0m", "alice@-example.com",
        "alice@example-.com", "alice@exa_mple.com",
    ])
func emailNotShapedLikeLocalAtDomainTLDIsRefused(email: String) {
    #expect(throws: ValidationError.invalidEmail) { try Validation.email(email) }
}

/// NUL, ESC and DEL, by code: the test runner prints arguments as they are.
@Test(arguments: [0x00, 0x1B, 0x7F] as [UInt32])
func emailHoldingAControlCharacterIsRefused(code: UInt32) throws {
    let control = try #require(Unicode.Scalar(code))
    #expect(throws: ValidationError.invalidEmail) { try Validation.email("al\(control)ice@example.com") }
}

@Test func emailIsTrimmedOfSurroundingWhitespace() throws {
    #expect(try Validation.email("\t alice@example.com \n") == "alice@example.com")
}

@Test func emailAtTheMaximumLengthIsAcceptedAndOneLongerRefused() throws {
    let domain = "@example.com"
    let longest = String(repeating: "a", count: Validation.emailMaxLength - domain.count) + domain
    #expect(try Validation.email(longest) == longest)
    #expect(throws: ValidationError.invalidEmail) { try Validation.email("a" + longest) }
}
