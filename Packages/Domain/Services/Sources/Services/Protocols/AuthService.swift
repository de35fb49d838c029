import Models

/// Signs users in, up and out, and keeps their session.
///
/// Session rejections met here are reported by the thrown `.sessionExpired`, not through the
/// token provider's session-expired callback: the app, which calls these, acts on the error.
public protocol AuthService: Sendable {
    /// Signs in and stores the session. A malformed email or an empty password is refused before
    /// anything is sent (`.invalid`); wrong credentials are `.invalidCredentials`.
    func login(email: String, password: String) async throws(ServiceError) -> User

    /// Creates an account, signs in and stores the session. Input that breaks Models' rules is
    /// refused before anything is sent (`.invalid`); a used email is `.emailTaken`.
    func signup(email: String, password: String, name: String) async throws(ServiceError) -> User

    /// The stored session's user, checked with the backend; nil when no session is stored. An
    /// expired access token is renewed on the way. A session whose refresh the backend refuses is
    /// cleared and reported as `.sessionExpired`; any other failure clears nothing.
    func validateSession() async throws(ServiceError) -> User?

    /// Renews the stored session now. A rejected session is cleared (`.sessionExpired`).
    func refresh() async throws(ServiceError)

    /// Signs out on this device: the stored session is deleted before this returns, so the device
    /// stays signed out whatever happens next. Returns the session that ended, for
    /// ``announceLogout(of:)``; nil when none was stored.
    @discardableResult
    func logout() async -> Session?

    /// Tells the backend that `session` ended on the device, best effort: a failure is logged,
    /// never thrown, and nothing is stored.
    func announceLogout(of session: Session) async
}
