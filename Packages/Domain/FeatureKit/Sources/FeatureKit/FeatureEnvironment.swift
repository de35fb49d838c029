import Analytics
import Models
import Networking
import Tracing

/// What the app offers every feature for one session: a feature cuts its own dependencies from it.
public struct FeatureEnvironment: Sendable {
    /// The backend, with the session's authentication: requests carry its token and renew it.
    public let http: any HTTPClient
    /// Files of the feature's own, kept while the session lasts.
    public let storage: FeatureStorage
    /// Where the feature tracks its events.
    public let analytics: any Analytics
    /// The clock the feature's timers wait on.
    public let clock: any Clock<Duration>
    /// What records the feature's service calls as spans.
    public let tracer: any Tracer
    /// The user the session belongs to.
    public let user: User

    /// What the app offers one feature for `user`'s session.
    public init(
        http: any HTTPClient, storage: FeatureStorage, analytics: any Analytics, clock: any Clock<Duration>,
        tracer: any Tracer, user: User
    ) {
        self.http = http
        self.storage = storage
        self.analytics = analytics
        self.clock = clock
        self.tracer = tracer
        self.user = user
    }
}
