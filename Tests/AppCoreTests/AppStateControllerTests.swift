import AnalyticsTesting
import AppTesting
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// The state controller on its own: it applies the transition table, and refuses (logs, tracks,
/// reports) what the table forbids without changing anything.
@MainActor
struct AppStateControllerTests {
    let analytics = RecordingAnalytics()
    let logs = LogCapture()
    let log = EventLog()
    let queue: AnalyticsQueue
    let controller: AppStateController

    init() {
        let log = log
        queue = AnalyticsQueue(analytics: analytics)
        controller = AppStateController(analytics: queue, logger: logs.logger) { log.record($0) }
    }

    @Test func startsInLoading() {
        #expect(controller.state == .loading)
    }

    @Test func anAllowedTransitionChangesTheStateAndIsReported() {
        #expect(controller.transition(to: .unauthenticated))
        #expect(controller.state == .unauthenticated)
        #expect(log.events == [.transition(from: .loading, to: .unauthenticated)])
    }

    @Test func aRefusedTransitionLeavesTheStateUnchanged() {
        controller.transition(to: .unauthenticated)
        #expect(!controller.transition(to: .loading))
        #expect(controller.state == .unauthenticated)
    }

    @Test func aRefusedTransitionIsReportedAsRejected() {
        controller.transition(to: .unauthenticated)
        log.clear()
        controller.transition(to: .loading)
        #expect(log.events == [.rejectedTransition(from: .unauthenticated, to: .loading)])
    }

    @Test func aRefusedTransitionIsTrackedWithItsStates() async {
        controller.transition(to: .unauthenticated)
        controller.transition(to: .loading)
        await queue.drain()
        let tracked = analytics.events(named: "app_state_transition_rejected")
        #expect(
            tracked.map(\.event.properties) == [
                ["from": .string("unauthenticated"), "to": .string("loading")]
            ])
    }

    @Test func aRefusedTransitionIsLoggedAsAWarning() {
        controller.transition(to: .unauthenticated)
        controller.transition(to: .loading)
        #expect(logs.entries.contains("warning Rejected app state transition unauthenticated -> loading"))
    }

    @Test func anotherUserCannotTakeOverTheSignedInState() {
        controller.transition(to: .authenticated(SeedData.alice))
        #expect(!controller.transition(to: .authenticated(SeedData.bob)))
        #expect(controller.state == .authenticated(SeedData.alice))
    }

    @Test func everyPairTheTableForbidsIsRefusedWithoutCrashing() {
        for from in AppStateTransitions.representativeStates {
            for to in AppStateTransitions.representativeStates
            where !AppStateTransitions.isAllowed(from: from, to: to) {
                let probe = probeController(at: from)
                #expect(!probe.transition(to: to), "\(from.name) → \(to.name)")
                #expect(probe.state == from)
            }
        }
    }

    /// A controller moved to `state` (loading may go anywhere).
    private func probeController(at state: AppState) -> AppStateController {
        let probe = AppStateController(
            analytics: AnalyticsQueue(analytics: RecordingAnalytics()), logger: logs.logger
        ) { _ in }
        if state != .loading { probe.transition(to: state) }
        return probe
    }
}
