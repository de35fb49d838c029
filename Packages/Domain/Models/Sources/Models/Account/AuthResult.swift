/// What the backend answers to a successful sign-in or sign-up: who signed in, and their session.
public struct AuthResult: Codable, Equatable, Sendable {
    /// The account that signed in.
    public let user: User
    /// The new session for that account.
    public let session: Session

    /// Creates an answer.
    public init(user: User, session: Session) {
        self.user = user
        self.session = session
    }
}
