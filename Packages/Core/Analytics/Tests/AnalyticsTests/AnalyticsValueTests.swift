import Foundation
import Testing

@testable import Analytics

@Test func valuesRoundTripThroughJSON() throws {
    let values: [AnalyticsValue] = [.string("a"), .int(1), .double(1.5), .bool(true)]
    let data = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode([AnalyticsValue].self, from: data) == values)
}
