import Foundation
import Testing

@testable import Analytics

@Test func literalsMakeTheMatchingValues() {
    let values: [AnalyticsValue] = ["profile", 3, 0.5, true, "tab \(2)"]
    #expect(values == [.string("profile"), .int(3), .double(0.5), .bool(true), .string("tab 2")])
}

@Test func valuesAreBareJSONScalarsOnTheWire() throws {
    let properties: [String: AnalyticsValue] = ["s": "a", "i": 1, "d": 1.5, "b": false]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(properties), as: UTF8.self)
    #expect(json == #"{"b":false,"d":1.5,"i":1,"s":"a"}"#)
}

@Test func valuesRoundTripThroughJSON() throws {
    let values: [AnalyticsValue] = [.string("a"), .int(1), .double(1.5), .bool(true), .string("1")]
    let data = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode([AnalyticsValue].self, from: data) == values)
}
