import Foundation
import Logging
import Networking
import Tracing

/// What the host (the shell, a test, an app delegate) decides about the app before it starts.
public struct AppConfiguration: Sendable {
    /// Where the session, scene storage and analytics outbox live (created 0700 if missing).
    public var dataDirectory: URL
    /// The backend's base URL.
    public var apiBaseURL: URL
    /// What carries requests to it: the platform's live transport unless a test gives another.
    public var transport: any HTTPTransport
    /// Certificate authorities the live transport trusts besides the system's (a staging server's
    /// private CA); nil for the system's alone.
    public var certificateAuthorities: CertificateAuthorities?
    /// The shortest time the launch screen shows.
    public var minimumLaunchDuration: Duration
    /// The clock timers wait on: the launch screen minimum, analytics batch age.
    public var timerClock: any Clock<Duration>
    /// The clock network back-off and `Retry-After` wait on.
    public var networkClock: any Clock<Duration>
    /// How long a request may wait for its answer, on real time, before it fails as a timeout.
    public var requestTimeout: Duration
    /// The wall clock, for timestamps and token expiry.
    public var now: @Sendable () -> Date
    /// Where the app logs (never stdout).
    public var logger: Logger
    /// What records the path of each intent through coordinators, services and requests.
    public var tracer: any Tracer

    /// A configuration; clocks default to real time. Without a `transport`, the platform's live one
    /// trusting `certificateAuthorities` too; authorities it cannot use (check them first with
    /// `PlatformTransport.make(trusting:)`) leave it trusting the system's alone, never more.
    public init(
        dataDirectory: URL,
        apiBaseURL: URL,
        transport: (any HTTPTransport)? = nil,
        certificateAuthorities: CertificateAuthorities? = nil,
        minimumLaunchDuration: Duration = .milliseconds(500),
        timerClock: any Clock<Duration> = ContinuousClock(),
        networkClock: any Clock<Duration> = ContinuousClock(),
        requestTimeout: Duration = .seconds(30),
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "app"),
        tracer: any Tracer = InstrumentationSystem.tracer
    ) {
        self.dataDirectory = dataDirectory
        self.apiBaseURL = apiBaseURL
        self.transport =
            transport ?? certificateAuthorities.flatMap { try? PlatformTransport.make(trusting: $0) }
            ?? PlatformTransport.make()
        self.certificateAuthorities = certificateAuthorities
        self.minimumLaunchDuration = minimumLaunchDuration
        self.timerClock = timerClock
        self.networkClock = networkClock
        self.requestTimeout = requestTimeout
        self.now = now
        self.logger = logger
        self.tracer = tracer
    }
}
