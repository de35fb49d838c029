import Analytics
import Logging
import Observation

/// Owns the app state and nothing else: applies the transition table, refusing what it forbids.
@Observable
@MainActor
public final class AppStateController {
    /// The current state; it starts at `.loading`, and only allowed transitions change it.
    public private(set) var state: AppState = .loading

    @ObservationIgnored private let analytics: AnalyticsQueue
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private let onEvent: @MainActor (AppEvent) -> Void

    init(analytics: AnalyticsQueue, logger: Logger, onEvent: @escaping @MainActor (AppEvent) -> Void) {
        self.analytics = analytics
        self.logger = logger
        self.onEvent = onEvent
    }

    /// Moves to `next` if the table allows it; otherwise leaves the state as it is.
    @discardableResult
    public func transition(to next: AppState) -> Bool {
        let current = state
        guard AppStateTransitions.isAllowed(from: current, to: next) else {
            logger.warning("Rejected app state transition \(current.name) -> \(next.name)")
            analytics.track(
                AnalyticsEvent("app_state_transition_rejected", properties: ["from": .string(current.name), "to": .string(next.name)]))
            onEvent(.rejectedTransition(from: current, to: next))
            return false
        }
        state = next
        logger.info("App state \(current.name) -> \(next.name)")
        onEvent(.transition(from: current, to: next))
        return true
    }
}
