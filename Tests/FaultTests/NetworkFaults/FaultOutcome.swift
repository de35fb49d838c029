/// A cell of the network-fault table: what the user sees and what becomes of the session after
/// the row's action meets the column's fault.
struct FaultOutcome: Equatable, Sendable, CustomStringConvertible {
    /// What becomes of the stored session.
    enum Session: String, Sendable {
        /// It is still stored, and a relaunch signs straight in with it.
        case kept
        /// There was none, and there is none.
        case none
        /// The user's own logout cleared it.
        case loggedOut = "logged out"
        /// The backend refused to renew it: it is cleared and the user must sign in again.
        case expired
    }

    /// The app state after the action.
    var state: String
    /// The last user-facing error message the action showed; nil when it showed none.
    var message: String?
    /// Requests to the endpoint the backend answered during the action (retries and a replay
    /// after a refresh included); nil when offline, where the backend sees none.
    var attempts: Int?
    var session: Session
    /// For the analytics upload: whether the events stay in the outbox for a later try.
    var eventsKept: Bool? = nil

    var description: String {
        let events = eventsKept.map { $0 ? ", events kept" : ", events sent" } ?? ""
        return "\(state), message \(message.map { "\"\($0)\"" } ?? "none"), "
            + "attempts \(attempts.map(String.init) ?? "-"), session \(session.rawValue)\(events)"
    }
}
