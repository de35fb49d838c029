import Foundation
import Testing

@testable import Models

@Suite struct IDTests {
    @Test(arguments: ["p5", "u-bob_2", String(repeating: "a", count: 64)])
    func textThatFollowsTheRuleIsAnID(_ text: String) {
        #expect(ID<Post>(text)?.rawValue == text)
    }

    @Test(arguments: ["", "bob@example.com", "é", "ü", "a/b", "..", "p1?x=1", "p#1", "p 5", String(repeating: "a", count: 65)])
    func textThatBreaksTheRuleIsNoID(_ text: String) {
        #expect(ID<Post>(text) == nil)
    }

    @Test func anIDEncodesAsItsText() throws {
        let data = try JSONEncoder().encode(["id": ID<User>("u-bob")])
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":"u-bob"}"#)
    }

    @Test func decodingRefusesTextThatBreaksTheRule() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ID<Post>].self, from: Data(#"["p/../../me"]"#.utf8))
        }
    }

    @Test func decodingKeepsAnIDThatFollowsTheRule() throws {
        let ids = try JSONDecoder().decode([ID<Post>].self, from: Data(#"["p5","b-3"]"#.utf8))
        #expect(ids == ["p5", "b-3"])
    }
}
