import Analytics

/// The app's one way to track an event, in order, from synchronous main-actor code or awaited.
@MainActor
final class AnalyticsQueue {
    private let analytics: any Analytics
    private var last: Task<Void, Never>?

    init(analytics: any Analytics) {
        self.analytics = analytics
    }

    func track(_ event: AnalyticsEvent) {
        let previous = last
        let analytics = analytics
        last = Task {
            await previous?.value
            await analytics.track(event)
        }
    }

    func record(_ event: AnalyticsEvent) async {
        track(event)
        await drain()
    }

    func drain() async {
        await last?.value
    }
}
