import Foundation
import Models
import Services

/// An in-memory ``/Services/AuthService`` with accounts and a signed-in user, for feature tests and demos.
public actor FakeAuthService: AuthService, ScriptableFake {
    /// The methods a test can make fail or hold.
    public enum Method: Hashable, Sendable, CaseIterable {
        case login, signup, validateSession, refresh, announceLogout
    }

    /// A call as received; passwords are never recorded.
    public enum Call: Equatable, Sendable {
        case login(email: String)
        case signup(email: String, name: String)
        case validateSession
        case refresh
        case logout
        case announceLogout
    }

    /// An account the fake can sign in to.
    public struct Account: Equatable, Sendable {
        /// Who signs in.
        public let user: User
        /// The password that signs them in.
        public let password: String

        /// An account for `user` with `password`.
        public init(user: User, password: String) {
            self.user = user
            self.password = password
        }
    }

    public nonisolated let script = FakeScript<Method, Call>()
    /// The accounts; nil when none were set up.
    public private(set) var accounts: [Account]?
    /// Who is signed in; nil when no session is stored.
    public private(set) var signedInUser: User?
    private var createdAccounts = 0

    /// A fake with `accounts` (nil: none set up) and `signedInUser` already signed in.
    public init(accounts: [Account]? = nil, signedInUser: User? = nil) {
        self.accounts = accounts
        self.signedInUser = signedInUser
    }

    /// The dev backend's accounts, with `signedInUser` signed in (nobody by default).
    public static func seeded(signedInUser: User? = nil) -> FakeAuthService {
        FakeAuthService(
            accounts: SeedData.users.map { Account(user: $0, password: SeedData.password) },
            signedInUser: signedInUser
        )
    }

    /// Signs `user` in without a call, as a restored session would.
    public func signIn(as user: User) {
        signedInUser = user
    }

    public func login(email: String, password: String) async throws(ServiceError) -> User {
        try await script.play(.login, .login(email: email))
        let credentials: Credentials
        do {
            credentials = try Credentials(email: email, password: password).validated()
        } catch {
            throw ServiceError(error)
        }
        guard let account = try knownAccounts("login(email:password:)").first(where: { $0.matches(credentials) }) else {
            throw .invalidCredentials
        }
        signedInUser = account.user
        return account.user
    }

    public func signup(email: String, password: String, name: String) async throws(ServiceError) -> User {
        try await script.play(.signup, .signup(email: email, name: name))
        let details: SignUpDetails
        do {
            details = try SignUpDetails(email: email, password: password, name: name).validated()
        } catch {
            throw ServiceError(error)
        }
        let known = try knownAccounts("signup(email:password:name:)")
        guard !known.contains(where: { $0.user.email.lowercased() == details.email.lowercased() }) else {
            throw .emailTaken
        }
        createdAccounts += 1
        let user = User(id: ID("u-new-\(createdAccounts)")!, email: details.email, name: details.name, onboardingCompleted: false)
        accounts = known + [Account(user: user, password: details.password)]
        signedInUser = user
        return user
    }

    public func validateSession() async throws(ServiceError) -> User? {
        try await script.play(.validateSession, .validateSession)
        return signedInUser
    }

    public func refresh() async throws(ServiceError) {
        try await script.play(.refresh, .refresh)
        guard signedInUser != nil else { throw .sessionExpired }
    }

    /// Signs out; the session it returns stands in for the signed-in user's (the fake has no tokens).
    @discardableResult
    public func logout() -> Session? {
        script.record(.logout)
        guard signedInUser != nil else { return nil }
        signedInUser = nil
        return Self.standInSession
    }

    public func announceLogout(of session: Session) async {
        try? await script.play(.announceLogout, .announceLogout)
    }

    private static let standInSession = Session(
        accessToken: "fake-access", refreshToken: "fake-refresh", expiresAt: .distantFuture)

    private func knownAccounts(_ call: String) throws(ServiceError) -> [Account] {
        guard let accounts else {
            throw FakeSetup.missing("FakeAuthService.\(call)", hint: "use FakeAuthService.seeded() or init(accounts:)")
        }
        return accounts
    }
}

extension FakeAuthService.Account {
    fileprivate func matches(_ credentials: Credentials) -> Bool {
        user.email.lowercased() == credentials.email.lowercased() && password == credentials.password
    }
}
