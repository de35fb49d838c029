import Testing

@testable import Models

@Test(arguments: ["abcdefg1", "correct-horse-9", "pässwörd1", "密码密码密码密码1", "        a1"])
func passwordWithEnoughCharactersALetterAndADigitIsAccepted(password: String) throws {
    try Validation.password(password)
}

@Test func passwordOfSevenCharactersIsTooShort() {
    #expect(throws: ValidationError.passwordTooShort) { try Validation.password("abcdef1") }
}

@Test func emptyPasswordIsTooShort() {
    #expect(throws: ValidationError.passwordTooShort) { try Validation.password("") }
}

@Test func passwordOf128CharactersIsAcceptedAnd129TooLong() throws {
    let longest = "1" + String(repeating: "a", count: 127)
    try Validation.password(longest)
    #expect(throws: ValidationError.passwordTooLong) { try Validation.password(longest + "a") }
}

@Test func passwordLengthCountsCharactersAsUsersSeeThem() {
    // Seven visible characters, but more than eight unicode scalars and UTF-16 units.
    let sevenGraphemes = "a1" + String(repeating: "👍🏽", count: 5)
    #expect(sevenGraphemes.unicodeScalars.count > 8)
    #expect(throws: ValidationError.passwordTooShort) { try Validation.password(sevenGraphemes) }
}

@Test func passwordWithoutALetterIsRefused() {
    #expect(throws: ValidationError.passwordNeedsLetter) { try Validation.password("12345678") }
}

@Test func passwordWithoutADigitIsRefused() {
    #expect(throws: ValidationError.passwordNeedsDigit) { try Validation.password("abcdefgh") }
}

@Test func passwordRefusalsNeverRepeatThePassword() {
    let password = "zzzzzzzzzz"
    do {
        try Validation.password(password)
        Issue.record("expected a refusal")
    } catch {
        #expect(!error.message.contains(password))
        #expect(error.message == "Include at least one digit in your password.")
    }
}
