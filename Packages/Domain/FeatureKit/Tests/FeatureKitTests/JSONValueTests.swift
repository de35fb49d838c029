import FeatureKit
import Foundation
import Testing

@Suite struct JSONValueTests {
    @Test func aDocumentRoundTrips() throws {
        let text = #"{"a":[1,true,null,"x"],"b":{"c":2.5}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value == .object(["a": .array([.number(1), .bool(true), .null, .string("x")]), "b": .object(["c": .number(2.5)])]))
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(again == value)
    }

    @Test func aValueEncodesAndDecodesThroughIt() throws {
        let json = try #require(JSONValue(encoding: ["p5", "p6"]))
        #expect(json == .array([.string("p5"), .string("p6")]))
        #expect(json.decoded(as: [String].self) == ["p5", "p6"])
        #expect(json.decoded(as: Int.self) == nil)
    }
}
