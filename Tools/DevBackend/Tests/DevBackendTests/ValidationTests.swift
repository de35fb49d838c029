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
            "a@b@example.com", "alice@.com", "alice@example.123", "a\u{0}b@example.com",
            "al\u{1B}ice@example.com",
        ] as [UnsafeText])
    func rejectsOtherEmails(email: UnsafeText) {
        #expect(throws: APIError.self) { try Validation.email(email.text) }
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
    /// make that profile unreadable for everyone.
    @Test(
        arguments: ["two\nlines", "a\rb", "tab\there", "nul\u{0}", "\u{1B}[2J", "c1\u{85}"] as [UnsafeText])
    func rejectsABioThatIsNotOneLine(bio: UnsafeText) {
        #expect(throws: APIError.self) { try Validation.bio(bio.text) }
    }
}
