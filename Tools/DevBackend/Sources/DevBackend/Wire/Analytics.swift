import Foundation

/// `AnalyticsBatch` in the API document.
struct AnalyticsBatch: Codable {
    let events: [AnalyticsEvent]
}

/// `AnalyticsEvent` in the API document.
struct AnalyticsEvent: Codable {
    let id: String
    let name: String
    let timestamp: Date
    let userId: String?
    let properties: [String: DevBackend.AnalyticsValue]
}

/// `AnalyticsReceipt` in the API document: how many events were new and how many seen before.
struct AnalyticsReceipt: Codable, Equatable {
    let accepted: Int
    let duplicates: Int
}
