import DevBackend
import Foundation
import Logging
import Models
import Networking
import NetworkingTesting
import Services
import ServicesTesting

/// A dev backend for one test, reached in memory through its transport, and the live services
/// wired to it as the app wires them: a file credential store in a fresh directory (on a disk the
/// test can fill), the session store, the token provider with its own plain client, and the
/// authenticated client the services share.
struct LiveStack {
    /// The base URL the clients are given; the in-memory transport needs no real address.
    static let baseURL = URL(string: "https://dev-backend")!

    let backend: DevBackend
    let directory: URL
    let credentials: FileCredentialStore
    /// The disk `credentials` writes to: set `isFull` and its writes fail as on a full disk.
    let disk: FullDiskCredentialStore
    let sessionStore: LiveSessionStore
    /// What the session store told of sessions it could not store.
    let unsaved: Reports
    let tokenProvider: SessionTokenProvider
    let expiries: ExpiryLog
    /// A client without a token provider, as the token provider's own.
    let plainClient: LiveHTTPClient
    let auth: LiveAuthService
    let profiles: LiveProfileService
    let settings: LiveSettingsService
    let onboarding: LiveOnboardingService

    /// Runs `body` with a fresh stack. Retries wait on a clock whose sleeps return at once.
    @discardableResult
    static func run<T>(retryPolicy: RetryPolicy = .none, _ body: (LiveStack) async throws -> T) async throws -> T {
        try await withTemporaryDirectory { directory in
            let stack = LiveStack(backend: try DevBackend(), directory: directory, retryPolicy: retryPolicy)
            return try await body(stack)
        }
    }

    private init(backend: DevBackend, directory: URL, retryPolicy: RetryPolicy) {
        let baseURL = Self.baseURL
        let clock = RecordingClock()
        let credentials = FileCredentialStore(directory: directory)
        let disk = FullDiskCredentialStore(wrapping: credentials)
        let unsaved = Reports()
        let sessionStore = LiveSessionStore(credentials: disk, logger: .quiet) { await unsaved.record($0) }
        let expiries = ExpiryLog(store: sessionStore)
        let plainClient = LiveHTTPClient(
            baseURL: baseURL, transport: backend.transport, retryPolicy: retryPolicy, clock: clock)
        let tokenProvider = SessionTokenProvider(
            store: sessionStore,
            client: plainClient,
            logger: .quiet,
            onSessionExpired: { await expiries.record() }
        )
        let client = AuthenticatedClient(
            client: LiveHTTPClient(
                baseURL: baseURL, transport: backend.transport, tokenProvider: tokenProvider, retryPolicy: retryPolicy,
                clock: clock),
            tokenProvider: tokenProvider, logger: .quiet)
        self.backend = backend
        self.directory = directory
        self.credentials = credentials
        self.disk = disk
        self.sessionStore = sessionStore
        self.unsaved = unsaved
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

/// Errors a callback reported, in order.
actor Reports {
    private(set) var errors: [ServiceError] = []

    func record(_ error: ServiceError) {
        errors.append(error)
    }
}
