import Testing

@testable import DevBackend

@Test func aliceIsSeeded() {
    #expect(SeedAccounts.alice.hasSuffix("@example.com"))
}
