import Testing

@testable import Models

@Test func userDecodesFromTheWireShape() throws {
    let json = #"{"id":"u-alice","email":"alice@example.com","name":"Alice","onboardingCompleted":true}"#
    #expect(try WireJSON.decode(User.self, from: json) == .alice)
}

@Test func userEncodesToTheWireShape() throws {
    #expect(
        try WireJSON.encode(User.alice)
            == #"{"email":"alice@example.com","id":"u-alice","name":"Alice","onboardingCompleted":true}"#
    )
}

@Test func userMissingAFieldFailsToDecode() {
    #expect(throws: DecodingError.self) {
        try WireJSON.decode(User.self, from: #"{"id":"u-alice","email":"alice@example.com","name":"Alice"}"#)
    }
}

@Test func userDisplayNameIsTheTrimmedName() {
    #expect(User.alice.with(name: "  Alice Liddell \n").displayName == "Alice Liddell")
}

@Test(arguments: ["", "   ", "\n\t"])
func userWithoutANameIsShownByEmailLocalPart(name: String) {
    #expect(User.alice.with(name: name).displayName == "alice")
}

@Test func userWithoutANameOrEmailLocalPartGetsTheNeutralFallback() {
    let user = User(id: "u-x", email: "@example.com", name: " ", onboardingCompleted: true)
    #expect(user.displayName == Profile.fallbackDisplayName)
}

@Test func userNeedsOnboardingUntilItIsCompleted() {
    #expect(User.alice.with(onboardingCompleted: false).needsOnboarding)
    #expect(!User.alice.needsOnboarding)
}

@Test func userWithNameChangesOnlyTheName() {
    let renamed = User.alice.with(name: "Al")
    #expect(renamed == User(id: "u-alice", email: "alice@example.com", name: "Al", onboardingCompleted: true))
}
