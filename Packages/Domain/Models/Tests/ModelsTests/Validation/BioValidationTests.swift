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
@Test(
    arguments: [
        "First line.\nSecond line.", "a\rb", "tab\there", "nul\u{0}!", "x\u{1B}[2J", "del\u{7F}!",
        "c1\u{85}!",
    ] as [UnsafeText])
func bioWithALineBreakOrAControlCharacterIsRefused(bio: UnsafeText) {
    #expect(throws: ValidationError.bioNotOneLine) { try Validation.bio(bio.text) }
}
