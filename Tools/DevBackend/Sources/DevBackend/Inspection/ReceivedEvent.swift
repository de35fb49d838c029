import Foundation

extension DevBackend {
    /// An analytics event as the backend received it, kept so tests can inspect what was uploaded.
    public struct ReceivedEvent: Codable, Equatable, Sendable {
        public let id: String
        public let name: String
        public let timestamp: Date
        public let userId: String?
        public let properties: [String: AnalyticsValue]
    }
}

extension DevBackend.ReceivedEvent {
    /// About what the event takes as JSON, or in memory: its text, 24 bytes for a number or a
    /// date, and 64 for the rest of the object.
    var estimatedBytes: Int {
        let texts = id.utf8.count + name.utf8.count + (userId?.utf8.count ?? 0)
        return properties.reduce(64 + texts) { total, property in
            switch property.value {
            case .string(let text): total + property.key.utf8.count + text.utf8.count + 8
            case .integer, .number, .boolean: total + property.key.utf8.count + 24
            }
        }
    }
}
