import AppCore

/// One thing that happens to the app in a random sequence: a user intent (offered by the screen
/// or not), a backend fault, a relaunch or a kill, time passing on the app's timer clock, or a
/// stray request for a transition the table forbids (what a bug elsewhere would ask for).
enum AppStep: Sendable, CustomStringConvertible {
    case intent(UserIntent)
    case fault(BackendFault)
    case relaunch
    case kill
    case wait(milliseconds: Int)
    case forbiddenTransition(to: AppState)

    /// The step as a shell script line, passwords masked.
    var description: String {
        switch self {
        case .intent(let intent): intent.scriptLine
        case .fault(let fault): fault.description
        case .relaunch: "relaunch"
        case .kill: "kill"
        case .wait(let milliseconds): "wait \(milliseconds)"
        case .forbiddenTransition(let state): "(forbidden transition to \(state.name))"
        }
    }
}
