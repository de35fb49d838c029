import Testing

@testable import Models

@Test func emptyBioIsAccepted() throws {
    #expect(try Validation.bio("") == "")
}

@Test func bioIsTrimmedBeforeItIsChecked() throws {
    #expect(try Validation.bio("\n Hello there. \n") == "Hello there.")
}

@Test func bioOf160CharactersIsAcceptedAnd161TooLong() throws {
    let longest = String(repeating: "b", count: 160)
    #expect(try Validation.bio(longest) == longest)
    #expect(throws: ValidationError.bioTooLong) { try Validation.bio(longest + "b") }
}

@Test func bioLengthCountsCharactersAsUsersSeeThem() throws {
    let flags = String(repeating: "🇳🇿", count: 160)
    #expect(try Validation.bio(flags) == flags)
    #expect(throws: ValidationError.bioTooLong) { try Validation.bio(flags + "🇳🇿") }
}

@Test func bioMayHoldAnyPrintableCharacters() throws {
    let bio = "Loves 🧁, C++ & <html>! «Zoë» 山田\u{200D}太郎"
    #expect(try Validation.bio(bio) == bio)
}

/// A bio the server would store but no client could read back: profiles are decoded one line.
/// The argument is the character's code (line feed, carriage return, tab, NUL, ESC, DEL, a C1
/// control), not a text holding it: the test runner prints arguments as they are, and an ESC
/// would steer the terminal of whoever runs the tests.
@Test(arguments: [0x0A, 0x0D, 0x09, 0x00, 0x1B, 0x7F, 0x85] as [UInt32])
func bioWithALineBreakOrAControlCharacterIsRefused(code: UInt32) throws {
    let control = try #require(Unicode.Scalar(code))
    #expect(throws: ValidationError.bioNotOneLine) { try Validation.bio("First\(control)[2J line.") }
}
