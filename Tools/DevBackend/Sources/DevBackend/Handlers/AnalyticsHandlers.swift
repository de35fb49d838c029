/// `POST /v1/analytics/events`: keeps each event once by ID and counts the repeats. It keeps the
/// last ``eventCapacity`` events, twice what an app's outbox holds, so any event an app may still
/// send again is recognised, and the backend's memory and data file stay bounded.
enum AnalyticsHandlers {
    static let eventCapacity = 20_000

    static func upload(_ context: RequestContext, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let batch = try context.body(AnalyticsBatch.self)
        guard batch.events.allSatisfy({ !$0.id.isEmpty && !$0.name.isEmpty }) else {
            throw .invalid(code: "invalid_event", "Every event needs a non-empty id and name.")
        }
        var seen = Set(data.events.map(\.id))
        var accepted = 0
        for event in batch.events where seen.insert(event.id).inserted {
            data.events.append(DevBackend.ReceivedEvent(
                id: event.id, name: event.name, timestamp: event.timestamp, userId: event.userId, properties: event.properties
            ))
            accepted += 1
        }
        if data.events.count > eventCapacity {
            data.events.removeFirst(data.events.count - eventCapacity)
        }
        return .json(AnalyticsReceipt(accepted: accepted, duplicates: batch.events.count - accepted), status: 202)
    }
}
