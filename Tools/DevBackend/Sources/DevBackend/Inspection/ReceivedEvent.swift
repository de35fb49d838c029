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
