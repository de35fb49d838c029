import Models

/// Signs users in, up and out, and keeps their session.
public protocol AuthService: Sendable {
    /// Signs in and stores the session.
    func login(email: String, password: String) async throws(ServiceError) -> User

    /// Creates an account, signs in and stores the session.
    func signup(email: String, password: String, name: String) async throws(ServiceError) -> User

    /// The stored session's user, checked with the backend; nil when no session is stored.
    func validateSession() async throws(ServiceError) -> User?

    /// Renews the stored session now.
    func refresh() async throws(ServiceError)

    /// Signs out on this device: the stored session is deleted before this returns.
    @discardableResult
    func logout() async -> Session?

    /// Tells the backend that `session` ended on the device, best effort: a failure is logged, never thrown.
    func announceLogout(of session: Session) async
}
