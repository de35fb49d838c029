import Analytics
@testable import AppCore
import Logging
import Models
import Observation

/// An `AppStateController` walked round a loop of allowed transitions, reporting each to an event
/// sink and, when `observed`, notifying an observer that re-registers after each change as a view
/// does.
@MainActor
final class StateMachineLoop: InProcessWork {
    /// Every kind of allowed move: sign-in, logout, a whole onboarding, a failure and its retry path.
    private static let user = User(id: "u-bench", email: "bench@example.com", name: "Bench", onboardingCompleted: true)
    private static let loop: [AppState] = [
        .authenticated(user), .unauthenticated, .onboarding(.welcome), .onboarding(.permissions),
        .onboarding(.profileSetup), .onboarding(.complete), .authenticated(user), .error(.networkUnavailable),
        .unauthenticated,
    ]

    private let controller: AppStateController
    private let notifications = Counter()
    private let events = Counter()
    private let observed: Bool
    private var next = 0

    init(observed: Bool) {
        self.observed = observed
        let events = events
        controller = AppStateController(
            analytics: AnalyticsQueue(analytics: DiscardingAnalytics()),
            logger: Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() }),
            onEvent: { _ in events.increment() })
        controller.transition(to: .unauthenticated)
        events.reset()
        if observed { observe() }
    }

    func step() {
        controller.transition(to: Self.loop[next])
        next = (next + 1) % Self.loop.count
        if observed { observe() }
    }

    /// Throws unless every step changed the state, reported it and notified the observer if any.
    func finish(after transitions: Int) throws {
        guard notifications.count == (observed ? transitions : 0), events.count == transitions else {
            throw BenchmarkFailure(
                "\(transitions) transitions gave \(events.count) events and \(notifications.count) notifications")
        }
    }

    /// The observer: it runs inside the transition, on the main actor, like a view's invalidation.
    private func observe() {
        let notifications = notifications
        withObservationTracking {
            _ = controller.state
        } onChange: {
            MainActor.assumeIsolated { notifications.increment() }
        }
    }
}
