/// Records what users do, for product analytics.
///
/// Events carry the user ID they were tracked under (none when signed out), so they can be
/// delivered later without a session.
public protocol Analytics: Sendable {
    /// Records `event` under the current user ID; it is stored before this returns, safe from the
    /// process being killed (``flush()`` makes it safe from a power loss too).
    func track(_ event: AnalyticsEvent) async
    /// Tags later events with `userID`.
    func identify(userID: String) async
    /// Forgets the user ID: later events carry none.
    func reset() async
    /// Delivers every stored event now, whatever the batching rules; what fails, or what a time
    /// limit leaves, stays stored and is flushed to the disk. Hosts call it when the app goes to
    /// the background and when it terminates.
    func flush() async
    /// Delivers what the batching rules make due at this instant and returns when no delivery
    /// is running, so a caller knows background work is finished.
    func uploadDue() async
}
