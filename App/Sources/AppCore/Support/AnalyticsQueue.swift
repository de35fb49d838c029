import Analytics

/// The app's one way to track an event: in order, from synchronous main-actor code (a state
/// transition) without awaiting, or awaited with `record`; `drain()` waits until all are stored.
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

    /// Stores `event` behind every event queued before it, and returns once it is stored.
    func record(_ event: AnalyticsEvent) async {
        track(event)
        await drain()
    }

    /// Returns once every event queued so far has been stored.
    func drain() async {
        await last?.value
    }
}
