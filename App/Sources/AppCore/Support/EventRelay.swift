/// Carries signals from parts built before the app coordinator (analytics, the session's token
/// provider) to it, once it exists: the composition root hands out the relay, the coordinator
/// attaches itself.
@MainActor
final class EventRelay {
    private var sink: (@MainActor (AppEvent) -> Void)?
    private var sessionExpiredHandler: (@MainActor () async -> Void)?

    func attach(
        events: @escaping @MainActor (AppEvent) -> Void, sessionExpired: @escaping @MainActor () async -> Void
    ) {
        sink = events
        sessionExpiredHandler = sessionExpired
    }

    func emit(_ event: AppEvent) {
        sink?(event)
    }

    /// The backend refused to renew the session.
    func sessionExpired() async {
        await sessionExpiredHandler?()
    }
}
