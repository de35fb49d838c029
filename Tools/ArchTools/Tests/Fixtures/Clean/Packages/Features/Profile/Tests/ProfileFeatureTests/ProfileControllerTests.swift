@testable import ProfileFeature
import ServicesTesting
import Testing

@Suite struct ProfileControllerTests {
    @Test func showsTheUsersName() {}

    @Test("falls back to a title", arguments: ["", " "])
    func fallsBackToATitle(name: String) {}
}
