import Foundation

/// An event as stored in the outbox and sent on the wire: `{id, name, timestamp, userId?, properties}`.
struct TrackedEvent: Codable, Sendable, Equatable {
    var id: String
    var name: String
    var timestamp: Date
    var userId: String?
    var properties: [String: AnalyticsValue]
}
