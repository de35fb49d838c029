import Logging
import Models
import Networking
import Tracing

/// The live ``AuthService`` over the app's HTTP client and the ``SessionTokenProvider`` that
/// client authenticates with.
public actor LiveAuthService: AuthService {
    private let client: any HTTPClient
    private let sessions: SessionTokenProvider
    private let logger: Logger
    private let tracer: any Tracer

    /// - Parameters:
    ///   - client: the app's authenticated client (an ``AuthenticatedClient``).
    ///   - tokenProvider: the provider `client` was built with; its store keeps the session.
    ///   - logger: where what fails without an error thrown is logged: a stored session that can't
    ///     be deleted, a logout the backend was not told of.
    ///   - tracer: where sign-in, sign-up and the session check are recorded as spans.
    public init(
        client: any HTTPClient, tokenProvider: SessionTokenProvider,
        logger: Logger = Logger(label: "app.services"),
        tracer: any Tracer = InstrumentationSystem.tracer
    ) {
        self.client = client
        self.sessions = tokenProvider
        self.logger = logger
        self.tracer = tracer
    }

    public func login(email: String, password: String) async throws(ServiceError) -> User {
        try await tracer.serviceSpan { () throws(ServiceError) in
            let credentials: Credentials
            do throws(ValidationError) {
                credentials = try Credentials(email: email, password: password).validated()
            } catch {
                throw ServiceError(error)
            }
            let result: AuthResult
            do throws(NetworkError) {
                result = try await client.send(APIEndpoints.login(credentials))
            } catch .unauthorized {
                throw .invalidCredentials
            } catch {
                throw ServiceError(error)
            }
            return try await start(result)
        }
    }

    public func signup(email: String, password: String, name: String) async throws(ServiceError) -> User {
        try await tracer.serviceSpan { () throws(ServiceError) in
            let details: SignUpDetails
            do throws(ValidationError) {
                details = try SignUpDetails(email: email, password: password, name: name).validated()
            } catch {
                throw ServiceError(error)
            }
            let result: AuthResult
            do throws(NetworkError) {
                result = try await client.send(APIEndpoints.signup(details))
            } catch .unauthorized {
                // Sign-up needs no session, so a 401 says nothing about one.
                throw .unexpected("sign-up answered 401")
            } catch {
                throw ServiceError(error)
            }
            return try await start(result)
        }
    }

    public func validateSession() async throws(ServiceError) -> User? {
        try await tracer.serviceSpan { () throws(ServiceError) -> User? in
            guard await sessions.store.load() != nil else { return nil }
            do throws(NetworkError) {
                return try await sessions.reportingRejectionToCaller { () throws(NetworkError) in
                    try await client.send(APIEndpoints.session())
                }
            } catch {
                // A 401 means the refresh was refused: the token provider has cleared the session.
                throw ServiceError(error)
            }
        }
    }

    public func refresh() async throws(ServiceError) {
        try await sessions.refresh()
    }

    @discardableResult
    public func logout() async -> Session? {
        guard let session = await sessions.store.load() else { return nil }
        do {
            try await sessions.store.clear()
        } catch {
            logger.error("The session is cleared for this run but its stored copy could not be deleted.")
        }
        return session
    }

    public func announceLogout(of session: Session) async {
        do {
            try await sessions.authenticating(as: session) { () throws(NetworkError) in
                try await client.send(APIEndpoints.logout())
            }
        } catch {
            logger.info("The backend was not told of the logout: \(error.technicalDetail)")
        }
    }

    private func start(_ result: AuthResult) async throws(ServiceError) -> User {
        try await sessions.store.save(result.session)
        return result.user
    }
}
