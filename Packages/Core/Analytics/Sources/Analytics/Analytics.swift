/// Records what users do, for product analytics.
public protocol Analytics: Sendable {
    /// Records `event` under the current user ID.
    func track(_ event: AnalyticsEvent) async
    /// Tags later events with `userID`.
    func identify(userID: String) async
    /// Forgets the user ID: later events carry none.
    func reset() async
    /// Delivers every stored event now, whatever the batching rules.
    func flush() async
    /// Delivers what is due now, and returns once no delivery is running.
    func uploadDue() async
}
