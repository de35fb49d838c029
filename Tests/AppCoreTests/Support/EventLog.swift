import AppCore

/// Every event an app reported, and what its main window showed right after each state
/// transition (to prove no wrong screen is ever rendered in between).
@MainActor
final class EventLog {
    /// The app whose screens are read at each transition.
    weak var app: AppCoordinator?
    private(set) var events: [AppEvent] = []
    /// The main window's screen name right after each transition, in order.
    private(set) var mainScreenAtTransitions: [String?] = []

    func record(_ event: AppEvent) {
        events.append(event)
        if case .transition = event {
            mainScreenAtTransitions.append(app?.screen(of: .main)?.name)
        }
    }

    /// Forgets everything recorded, so a test can look at what follows.
    func clear() {
        events = []
        mainScreenAtTransitions = []
    }
}
