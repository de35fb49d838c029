import Testing

@testable import Networking

@Test func onlySafeAndReplaceMethodsAreIdempotent() {
    #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .put, .delete])
}
