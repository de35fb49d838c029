extension DevBackend {
    /// The most recent requests received (up to 10,000), oldest first.
    public func recordedRequests() -> [RecordedRequest] {
        requestLog.recent
    }

    /// How many requests matched `route` since start-up or the last `clearRecordedRequests()`,
    /// whatever they were answered (injected failures and maintenance included), counted as they
    /// arrive: a request a delay still holds counts.
    public func requestCount(_ route: Route) -> Int {
        requestLog.counts[route, default: 0]
    }

    /// Forgets the recorded requests and counts, so a test can measure from a point on.
    public func clearRecordedRequests() {
        requestLog.removeAll()
    }

    /// Every analytics event received, once each, in the order they arrived.
    public func receivedEvents() -> [ReceivedEvent] {
        data.events
    }
}
