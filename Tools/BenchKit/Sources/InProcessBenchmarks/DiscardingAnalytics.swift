import Analytics

/// Analytics that keeps nothing: only a rejected transition tracks an event, and the benchmark
/// makes none.
struct DiscardingAnalytics: Analytics {
    func track(_ event: AnalyticsEvent) async {}
    func identify(userID: String) async {}
    func reset() async {}
    func flush() async {}
    func uploadDue() async {}
}
