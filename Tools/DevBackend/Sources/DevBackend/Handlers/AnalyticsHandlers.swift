/// `POST /v1/analytics/events`: keeps each event once by ID and counts the repeats. It keeps the
/// newest events, at most ``eventCapacity`` of them (twice what an app's outbox holds, so any
/// event an app may still send again is recognised) and at most ``eventByteCapacity`` bytes of
/// them, and refuses an event larger than ``maximumEventBytes``: the backend's memory and files
/// stay bounded whatever a client sends.
enum AnalyticsHandlers {
    static let eventCapacity = 20_000
    /// The app's events are a few hundred bytes, so 20,000 of them take about 5 MB.
    static let eventByteCapacity = 8 << 20
    /// Far more than any event of the app's (its outbox stores at most 4 KiB for one).
    static let maximumEventBytes = 64 << 10

    static func upload(_ context: RequestContext, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let batch = try context.body(AnalyticsBatch.self).events.map {
            DevBackend.ReceivedEvent(
                id: $0.id, name: $0.name, timestamp: $0.timestamp, userId: $0.userId, properties: $0.properties)
        }
        guard batch.allSatisfy({ !$0.id.isEmpty && !$0.name.isEmpty }) else {
            throw .invalid(code: "invalid_event", "Every event needs a non-empty id and name.")
        }
        guard batch.allSatisfy({ $0.estimatedBytes <= maximumEventBytes }) else {
            throw .invalid(code: "invalid_event", "An event may hold at most \(maximumEventBytes >> 10) KiB.")
        }
        var seen = Set(data.events.map(\.id))
        var accepted = 0
        for event in batch where seen.insert(event.id).inserted {
            data.events.append(event)
            accepted += 1
        }
        keepNewest(&data.events)
        return .json(AnalyticsReceipt(accepted: accepted, duplicates: batch.count - accepted), status: 202)
    }

    /// Drops the oldest of `events` beyond ``eventCapacity`` events or ``eventByteCapacity`` bytes.
    static func keepNewest(_ events: inout [DevBackend.ReceivedEvent]) {
        var bytes = 0
        var kept = 0
        for event in events.reversed() {
            bytes += event.estimatedBytes
            guard kept < eventCapacity, bytes <= eventByteCapacity else { break }
            kept += 1
        }
        events.removeFirst(events.count - kept)
    }
}
