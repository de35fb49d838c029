import Testing

@testable import DevBackend

struct ValidationTests {
    @Test(arguments: ["alice@example.com", "a.b+c@sub.example.org", "x@y.io"])
    func acceptsEmailsShapedLikeLocalAtDomainDotTLD(email: String) {
        #expect(throws: Never.self) { try Validation.email(email) }
    }

    @Test(
        arguments: [
            "", "alice", "alice@", "@example.com", "alice@example", "alice@example.c", "a b@example.com",
            "a@b@example.com", "alice@.com", "alice@example.123",
        ])
    func rejectsOtherEmails(email: String) {
        #expect(throws: APIError.self) { try Validation.email(email) }
    }

    /// NUL and ESC, by code: the test runner prints arguments as they are, and an ESC would steer
    /// the terminal of whoever runs the tests.
    @Test(arguments: [0x00, 0x1B] as [UInt32])
    func rejectsAnEmailHoldingAControlCharacter(code: UInt32) throws {
        let control = try #require(Unicode.Scalar(code))
        #expect(throws: APIError.self) { try Validation.email("al\(control)ice@example.com") }
    }

    @Test(arguments: ["abcdefg1", "correct-horse-9", String(repeating: "a", count: 127) + "1"])
    func acceptsPasswordsOf8To128WithALetterAndADigit(password: String) {
        #expect(throws: Never.self) { try Validation.password(password) }
    }

    @Test(arguments: ["abc1", "abcdefgh", "12345678", String(repeating: "a", count: 128) + "1"])
    func rejectsOtherPasswords(password: String) {
        #expect(throws: APIError.self) { try Validation.password(password) }
    }

    @Test(arguments: [
        "Alice Example", "O'Brien-Smith Jr.", "Zoë", "李小龍", "R2D2", String(repeating: "a", count: 40),
    ])
    func acceptsNamesOfLettersDigitsSpacesAndPunctuation(name: String) {
        #expect(throws: Never.self) { try Validation.name(name) }
    }

    @Test(arguments: ["", "   ", String(repeating: "a", count: 41), "alice!", "a_b", "😀", "tab\there"])
    func rejectsOtherNames(name: String) {
        #expect(throws: APIError.self) { try Validation.name(name) }
    }

    @Test func limitsTheBioTo160Characters() {
        #expect(throws: Never.self) { try Validation.bio(String(repeating: "é", count: 160)) }
        #expect(throws: APIError.self) { try Validation.bio(String(repeating: "é", count: 161)) }
    }

    /// The app decodes a bio as one line: one with a line break or a control character in it would
    /// make that profile unreadable for everyone. The argument is the character's code (line feed,
    /// carriage return, tab, NUL, ESC, a C1 control), as above.
    @Test(arguments: [0x0A, 0x0D, 0x09, 0x00, 0x1B, 0x85] as [UInt32])
    func rejectsABioThatIsNotOneLine(code: UInt32) throws {
        let control = try #require(Unicode.Scalar(code))
        #expect(throws: APIError.self) { try Validation.bio("two\(control)[2J lines") }
    }
}
