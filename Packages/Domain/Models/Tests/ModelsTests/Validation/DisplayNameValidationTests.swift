import Testing

@testable import Models

@Test(arguments: ["Alice", "A", "Mary-Jane O'Neil Jr.", "Zoë", "José", "山田太郎", "Ἀλέξανδρος", "R2 D2"])
func displayNameOfLettersDigitsSpacesAndPunctuationIsAccepted(name: String) throws {
    #expect(try Validation.displayName(name) == name)
}

@Test func displayNameIsTrimmedBeforeItIsChecked() throws {
    #expect(try Validation.displayName("  Alice  \n") == "Alice")
}

@Test func displayNameKeepsInnerSpaces() throws {
    #expect(try Validation.displayName("Alice  Liddell") == "Alice  Liddell")
}

@Test(arguments: ["", "   ", "\n\t"])
func emptyDisplayNameIsRefused(name: String) {
    #expect(throws: ValidationError.displayNameEmpty) { try Validation.displayName(name) }
}

@Test func displayNameOf40CharactersIsAcceptedAnd41TooLong() throws {
    let longest = String(repeating: "a", count: 40)
    #expect(try Validation.displayName(longest) == longest)
    #expect(throws: ValidationError.displayNameTooLong) { try Validation.displayName(longest + "a") }
}

@Test func displayNameLengthCountsCharactersAsUsersSeeThem() throws {
    // "é" written as "e" plus a combining accent: 40 visible characters, 80 unicode scalars.
    let name = String(repeating: "e\u{301}", count: 40)
    #expect(name.unicodeScalars.count == 80)
    #expect(try Validation.displayName(name) == name)
}

@Test func displayNameLengthIsMeasuredAfterTrimming() throws {
    let longest = String(repeating: "a", count: 40)
    #expect(try Validation.displayName("   \(longest)   ") == longest)
}

@Test(arguments: ["Alice!", "Alice😀", "al@ice", "Alice_L", "Alice\tLiddell", "Alice\nLiddell", "Alice’s"])
func displayNameWithOtherCharactersIsRefused(name: String) {
    #expect(throws: ValidationError.displayNameInvalidCharacters) { try Validation.displayName(name) }
}
