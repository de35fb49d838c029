import Logging
import Models
import Networking

/// The ``/Networking/TokenProvider`` the app's HTTP client authenticates with, over the ``SessionStore``.
public actor SessionTokenProvider: TokenProvider {
    /// The session a logout has just deleted, while the one request that tells the backend runs.
    @TaskLocal private static var endedSession: Session?

    enum Renewal {
        case renewed(Session)
        case noSession
        case rejected
        case failed(NetworkError)
    }

    let store: any SessionStore
    private let client: any HTTPClient
    private let onSessionExpired: @Sendable () async -> Void
    private let logger: Logger
    private var renewal: Task<Renewal, Never>?
    private var quietOperations = 0

    /// A provider of the session in `store`, refreshing through `client`, a plain client of its own.
    public init(
        store: any SessionStore,
        client: any HTTPClient,
        logger: Logger = Logger(label: "app.services"),
        onSessionExpired: @escaping @Sendable () async -> Void
    ) {
        self.store = store
        self.client = client
        self.logger = logger
        self.onSessionExpired = onSessionExpired
    }

    /// The stored session's access token; while a logout tells the backend, the deleted one's.
    public func accessToken() async -> String? {
        if let ended = Self.endedSession { return ended.accessToken }
        return await store.load()?.accessToken
    }

    var holdsSession: Bool {
        get async {
            guard Self.endedSession == nil else { return false }
            return await store.load() != nil
        }
    }

    /// Renews the stored session (sharing a renewal already under way) and returns its access token.
    public func refreshAccessToken() async throws -> String {
        if let ended = Self.endedSession {
            return try await client.send(APIEndpoints.refresh(refreshToken: ended.refreshToken)).accessToken
        }
        switch await renewedSession() {
        case .renewed(let session): return session.accessToken
        case .noSession, .rejected: throw ServiceError.sessionExpired
        case .failed(let error): throw error
        }
    }

    func refresh() async throws(ServiceError) {
        quietOperations += 1
        defer { quietOperations -= 1 }
        switch await renewedSession() {
        case .renewed: return
        case .noSession, .rejected: throw .sessionExpired
        case .failed(let error): throw ServiceError(error)
        }
    }

    /// Runs `operation` authenticated as `session`, no longer stored: how a logout tells the backend.
    func authenticating<T: Sendable, Failure: Error>(
        as session: Session, _ operation: @Sendable () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let result: Result<T, Failure> = await Self.$endedSession.withValue(session) {
            do throws(Failure) {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `operation`, leaving a rejection met meanwhile to the caller rather than `onSessionExpired`.
    func reportingRejectionToCaller<T: Sendable, Failure: Error>(
        _ operation: @Sendable () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        quietOperations += 1
        defer { quietOperations -= 1 }
        return try await operation()
    }

    private func renewedSession() async -> Renewal {
        if let renewal {
            return await renewal.value
        }
        let task = Task { await renew() }
        renewal = task
        let result = await task.value
        renewal = nil
        return result
    }

    private func renew() async -> Renewal {
        guard let spent = await store.load() else { return .noSession }
        do {
            let renewed = try await client.send(APIEndpoints.refresh(refreshToken: spent.refreshToken))
            return await keep(renewed, replacing: spent)
        } catch .unauthorized {
            return await end(spent)
        } catch {
            logger.warning("Session refresh failed; the session is kept: \(error.technicalDetail)")
            return .failed(Self.keptSessionFailure(error))
        }
    }

    /// Reports a refresh status the API never gives (400, 403, 404, …) as a broken rule.
    private static func keptSessionFailure(_ error: NetworkError) -> NetworkError {
        guard case .http(let status, _) = error, !error.isTransient else { return error }
        return .invalidResponse("the token refresh answered HTTP \(status)")
    }

    private func keep(_ renewed: Session, replacing spent: Session) async -> Renewal {
        do {
            guard try await store.replace(spent, with: renewed) else {
                logger.notice("The session changed during its refresh; the refreshed one is dropped.")
                return await store.load().map(Renewal.renewed) ?? .noSession
            }
        } catch {
            logger.error("The refreshed session could not be put in force: \(error.technicalDetail)")
        }
        return .renewed(renewed)
    }

    private func end(_ rejected: Session) async -> Renewal {
        let cleared: Bool
        do {
            cleared = try await store.replace(rejected, with: nil)
        } catch {
            cleared = await store.load() == nil
        }
        guard cleared else { return .rejected }
        logger.notice("The backend rejected the session refresh; the stored session was cleared.")
        if quietOperations == 0 {
            await onSessionExpired()
        }
        return .rejected
    }
}
