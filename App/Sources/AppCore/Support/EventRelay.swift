/// Carries signals from parts built before the app coordinator to it, once it exists.
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

    func sessionExpired() async {
        await sessionExpiredHandler?()
    }
}
