import Analytics
import Foundation
import NetworkingTesting

/// An event as the server receives it.
struct ReceivedEvent: Decodable, Equatable, Sendable {
    var id: String
    var name: String
    var timestamp: Date
    var userId: String?
    var properties: [String: AnalyticsValue]
}

/// Scripts a loopback server's `POST /v1/analytics/events` like the backend: it counts each
/// event ID once and answers 202 `{accepted, duplicates}`. Answers can be scripted to fail, and
/// `beforeAnswering` can hold an answer back after the batch was counted.
final class EventCollector: @unchecked Sendable {
    private struct Batch: Decodable {
        var events: [ReceivedEvent]
    }

    private let lock = NSLock()
    private var accepted: [ReceivedEvent] = []
    private var duplicateCount = 0
    private var failures: [ScriptedResponse] = []

    init(_ server: LoopbackServer, beforeAnswering: (@Sendable (RecordedRequest) async -> Void)? = nil) {
        server.handle(.post, "/v1/analytics/events") { [self] request in
            let response = receive(request)
            await beforeAnswering?(request)
            return response
        }
    }

    /// The distinct events accepted, in arrival order.
    var events: [ReceivedEvent] {
        lock.withLock { accepted }
    }

    var duplicates: Int {
        lock.withLock { duplicateCount }
    }

    /// Makes the next uploads fail with these answers, in turn.
    func fail(with responses: ScriptedResponse...) {
        lock.withLock { failures.append(contentsOf: responses) }
    }

    private func receive(_ request: RecordedRequest) -> ScriptedResponse {
        guard let batch = try? request.decodeBody(as: Batch.self) else {
            return .error(400, code: "bad_request")
        }
        return lock.withLock {
            if !failures.isEmpty { return failures.removeFirst() }
            let known = Set(accepted.map(\.id))
            let fresh = batch.events.filter { !known.contains($0.id) }
            accepted.append(contentsOf: fresh)
            duplicateCount += batch.events.count - fresh.count
            return .json(
                ["accepted": fresh.count, "duplicates": batch.events.count - fresh.count], status: 202)
        }
    }
}
