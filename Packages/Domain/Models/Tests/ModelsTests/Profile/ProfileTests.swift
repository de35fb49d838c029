import Testing

@testable import Models

private let bob = Profile(userId: "u-bob", name: "Bob", bio: "Builder.", postCount: 12, isPrivate: false)

@Test func profileDecodesFromTheWireShape() throws {
    let json = #"{"userId":"u-bob","name":"Bob","bio":"Builder.","postCount":12,"isPrivate":false}"#
    #expect(try WireJSON.decode(Profile.self, from: json) == bob)
}

@Test func profileRoundTripsThroughJSON() throws {
    let json = try WireJSON.encode(bob)
    #expect(json == #"{"bio":"Builder.","isPrivate":false,"name":"Bob","postCount":12,"userId":"u-bob"}"#)
    #expect(try WireJSON.decode(Profile.self, from: json) == bob)
}

@Test func profileDisplayNameIsTheTrimmedName() {
    #expect(bob.with(name: " Bob the Builder ").displayName == "Bob the Builder")
}

@Test(arguments: ["", "  ", "\n"])
func profileWithoutANameGetsTheNeutralFallback(name: String) {
    #expect(bob.with(name: name).displayName == "Unnamed")
}

@Test func profileEditsChangeOnlyTheEditedField() {
    #expect(
        bob.with(name: "Robert")
            == Profile(userId: "u-bob", name: "Robert", bio: "Builder.", postCount: 12, isPrivate: false)
    )
    #expect(
        bob.with(bio: "") == Profile(userId: "u-bob", name: "Bob", bio: "", postCount: 12, isPrivate: false))
    #expect(
        bob.with(isPrivate: true)
            == Profile(userId: "u-bob", name: "Bob", bio: "Builder.", postCount: 12, isPrivate: true)
    )
}
