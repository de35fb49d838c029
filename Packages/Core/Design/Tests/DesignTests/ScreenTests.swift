import Testing

@testable import Design

@Test func screenKeepsItsName() {
    #expect(Screen(name: "profile", title: "Profile").name == "profile")
}
