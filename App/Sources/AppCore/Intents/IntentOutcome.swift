/// What became of an intent: done or refused, or a move only the root makes (a new scope, the
/// session's end), which it makes if the scope the intent ran in is still current.
enum IntentOutcome {
    case result(IntentResult)
    /// The scope `from` finished its work: enter `destination`.
    case enter(Destination, from: ScopeID)
    /// Leave the error state: launch again, or go to sign-in after the session expired.
    case retry(toSignIn: Bool)
    case logout
    /// The backend no longer knows the session.
    case sessionRejected

    static let done = IntentOutcome.result(.done)

    static func notOffered(_ message: String) -> IntentOutcome {
        .result(.notOffered(message))
    }
}
