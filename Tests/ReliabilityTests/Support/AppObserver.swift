import Analytics

@testable import AppCore

/// Watches an app the way its host does: it records every event the app reports and, at each
/// one, checks what a user could see at that moment. Transitions follow the table and chain from
/// the state before; a refused transition changes nothing; the main window shows the state's
/// screen; post windows exist only for a signed-in user. The first broken rule is kept in
/// `violation`.
///
/// Relaunches start a new app: `handler()` gives each launch its own event handler, and an event
/// from an app that was already replaced is a violation too.
@MainActor
final class AppObserver {
    /// The state the reported transitions lead to.
    private(set) var state: AppState = .loading
    /// The first rule the app broke, with what it broke it on.
    private(set) var violation: String?
    /// Refused transitions as reported, `from → to`.
    private(set) var refusals: [String] = []
    /// Refused transitions as tracked in analytics (`app_state_transition_rejected`), `from → to`.
    private(set) var trackedRefusals: [String] = []
    /// How many transitions the app made.
    private(set) var transitionCount = 0
    /// The names of the states the app reached.
    private(set) var statesReached: Set<String> = ["loading"]
    /// Every event of the current launch.
    private(set) var events: [AppEvent] = []

    private weak var app: AppCoordinator?
    private var launch = 0

    /// The event handler for a new app; the previous app's events are unexpected from now on.
    func handler() -> @MainActor (AppEvent) -> Void {
        launch += 1
        state = .loading
        events = []
        app = nil
        let launch = launch
        return { [weak self] event in self?.record(event, launch: launch) }
    }

    /// The app the current handler belongs to, so its screens can be checked at each event.
    func watch(_ app: AppCoordinator) {
        self.app = app
    }

    /// Checks what holds between steps: the state is the one the transitions led to, the screens
    /// match it, and every refused transition was tracked in analytics.
    func checkSettled() {
        checkScreens(after: "the step", settled: true)
        if refusals.sorted() != trackedRefusals.sorted() {
            fail("refused transitions \(refusals) were tracked in analytics as \(trackedRefusals)")
        }
    }

    /// Records a broken rule (the first one is kept).
    func fail(_ message: String) {
        if violation == nil { violation = message }
    }

    private func record(_ event: AppEvent, launch: Int) {
        guard launch == self.launch else {
            return fail("an app that was already terminated reported \(event)")
        }
        events.append(event)
        switch event {
        case .transition(let from, let to):
            if from != state { fail("\(describe(event)) while the state was \(state.name)") }
            if !AppStateTransitions.isAllowed(from: from, to: to) {
                fail("the table forbids \(describe(event))")
            }
            state = to
            transitionCount += 1
            statesReached.insert(to.name)
        case .rejectedTransition(let from, let to):
            if from != state { fail("\(describe(event)) while the state was \(state.name)") }
            if AppStateTransitions.isAllowed(from: from, to: to) {
                fail("the table allows \(describe(event))")
            }
            refusals.append("\(from.name) → \(to.name)")
        case .analytics("app_state_transition_rejected", let properties):
            trackedRefusals.append("\(text(properties["from"])) → \(text(properties["to"]))")
        default:
            break
        }
        checkScreens(after: describe(event), settled: false)
    }

    /// Post windows belong to a signed-in user: once a step is done they are open only in a
    /// state that allows them; during a step they may also appear while a user who has just
    /// signed in gets their windows restored (the signed-in scope exists before the state moves).
    private func checkScreens(after moment: @autoclosure () -> String, settled: Bool) {
        guard let app else { return }
        if app.state != state {
            return fail(
                "after \(moment()) the app is \(app.state.name) but its transitions led to \(state.name)")
        }
        let main = app.screen(of: .main)?.name
        if !state.allowsMainScreen(main) {
            fail("after \(moment()) the main window shows \(main ?? "nothing") in state \(state.name)")
        }
        let others = app.windows.filter { $0 != .main }
        if !others.isEmpty, !state.allowsPostWindows, settled || app.signedInScope == nil {
            fail("after \(moment()) windows \(others) are open in state \(state.name)")
        }
        if let blank = others.first(where: { app.screen(of: $0) == nil }) {
            fail("after \(moment()) window \(blank) shows nothing")
        }
    }

    private func text(_ value: AnalyticsValue?) -> String {
        if case .string(let text) = value { text } else { "?" }
    }

    private func describe(_ event: AppEvent) -> String {
        switch event {
        case .transition(let from, let to): "transition \(from.name) → \(to.name)"
        case .rejectedTransition(let from, let to): "refused transition \(from.name) → \(to.name)"
        case .analytics(let name, _): "analytics event \(name)"
        default: "\(event)"
        }
    }
}
