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

@Test func bioMayHoldAnyCharacters() throws {
    let bio = "Loves 🧁, C++ & <html>!\nSecond line."
    #expect(try Validation.bio(bio) == bio)
}
