import DevBackend
import Foundation
import Logging
import Models
import Networking
import NetworkingTesting
import Services
import ServicesTesting

/// A dev backend started for one test on loopback, and the live services wired to it as the app
/// wires them: a file credential store in a fresh directory, the session store, the token
/// provider with its own plain client, and the authenticated client the services share.
struct LiveStack {
    let backend: DevBackend
    let directory: URL
    let credentials: FileCredentialStore
    let sessionStore: LiveSessionStore
    let tokenProvider: SessionTokenProvider
    let expiries: ExpiryLog
    /// A client without a token provider, as the token provider's own.
    let plainClient: LiveHTTPClient
    let auth: LiveAuthService
    let profiles: LiveProfileService
    let settings: LiveSettingsService
    let onboarding: LiveOnboardingService

    /// Runs `body` with a started stack and stops the backend afterwards, whatever happens.
    /// Retries wait on a clock whose sleeps return at once.
    @discardableResult
    static func run<T>(retryPolicy: RetryPolicy = .none, _ body: (LiveStack) async throws -> T) async throws -> T {
        try await withTemporaryDirectory { directory in
            let backend = try DevBackend()
            let baseURL = try await backend.start()
            let stack = LiveStack(backend: backend, baseURL: baseURL, directory: directory, retryPolicy: retryPolicy)
            do {
                let result = try await body(stack)
                await backend.stop()
                return result
            } catch {
                await backend.stop()
                throw error
            }
        }
    }

    private init(backend: DevBackend, baseURL: URL, directory: URL, retryPolicy: RetryPolicy) {
        let clock = RecordingClock()
        let credentials = FileCredentialStore(directory: directory)
        let sessionStore = LiveSessionStore(credentials: credentials, logger: .quiet)
        let expiries = ExpiryLog(store: sessionStore)
        let plainClient = LiveHTTPClient(baseURL: baseURL, retryPolicy: retryPolicy, clock: clock)
        let tokenProvider = SessionTokenProvider(
            store: sessionStore,
            client: plainClient,
            logger: .quiet,
            onSessionExpired: { await expiries.record() }
        )
        let client = AuthenticatedClient(
            client: LiveHTTPClient(baseURL: baseURL, tokenProvider: tokenProvider, retryPolicy: retryPolicy, clock: clock),
            tokenProvider: tokenProvider, logger: .quiet)
        self.backend = backend
        self.directory = directory
        self.credentials = credentials
        self.sessionStore = sessionStore
        self.tokenProvider = tokenProvider
        self.expiries = expiries
        self.plainClient = plainClient
        self.auth = LiveAuthService(client: client, tokenProvider: tokenProvider, logger: .quiet)
        self.profiles = LiveProfileService(client: client)
        self.settings = LiveSettingsService(client: client)
        self.onboarding = LiveOnboardingService(client: client)
    }

    /// Signs in as `user` (a seeded user) through the auth service.
    @discardableResult
    func signIn(as user: User = SeedData.alice) async throws -> User {
        try await auth.login(email: user.email, password: SeedData.password)
    }

    /// How many requests the backend received, whatever their route.
    func requestCount() async -> Int {
        await backend.recordedRequests().count
    }
}

/// Counts the token provider's session-expired callbacks, and whether the session was already
/// cleared when each ran.
actor ExpiryLog {
    private let store: any SessionStore
    private(set) var count = 0
    private(set) var sawSessionCleared = true

    init(store: any SessionStore) {
        self.store = store
    }

    func record() async {
        count += 1
        if await store.load() != nil {
            sawSessionCleared = false
        }
    }
}
