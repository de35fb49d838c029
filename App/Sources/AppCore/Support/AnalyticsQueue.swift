import Analytics

/// Lets synchronous main-actor code (a state transition, a deep link) track analytics events in
/// order, without awaiting; `drain()` waits until every queued event is stored.
@MainActor
final class AnalyticsQueue {
    private let analytics: any Analytics
    private var last: Task<Void, Never>?

    init(analytics: any Analytics) {
        self.analytics = analytics
    }

    /// Queues `event` behind every event queued before it.
    func track(_ event: AnalyticsEvent) {
        let previous = last
        let analytics = analytics
        last = Task {
            await previous?.value
            await analytics.track(event)
        }
    }

    /// Returns once every event queued so far has been stored.
    func drain() async {
        await last?.value
    }
}
