import Foundation
import Tracing

extension DevBackend {
    /// How a dev backend is set up: where it listens, where it keeps its data, the clocks it
    /// reads, so tests can control time, and the tracer its spans go to.
    public struct Configuration: Sendable {
        /// The port on 127.0.0.1; 0 picks a free one at `start()`.
        public var port: UInt16
        /// Where `dev-backend.json` lives; nil keeps everything in memory.
        public var dataDirectory: URL?
        /// What puts TLS in front of each connection (`DevBackendTLS`'s `TLSIdentity`); nil
        /// serves plain HTTP.
        public var tls: (any ConnectionSecurity)?
        /// How long an access token is valid after it is issued.
        public var accessTokenLifetime: Duration
        /// Bodies larger than this many bytes are answered with 413.
        public var maximumBodyBytes: Int
        /// The most connections open at a time; one more is closed as soon as it is accepted.
        public var maximumConnections: Int
        /// How long a connection stays open with nothing arriving on it while no request is
        /// being answered.
        public var connectionIdleTimeout: Duration
        /// The wall clock for token expiry and timestamps.
        public var now: @Sendable () -> Date
        /// The clock the latency fault waits on.
        public var clock: any Clock<Duration>
        /// Records each request as a server span (routing, faults, handler, commit), continuing the
        /// trace its `traceparent` names.
        public var tracer: any Tracer

        /// A configuration with the defaults for what is not given.
        public init(
            port: UInt16 = 0,
            dataDirectory: URL? = nil,
            tls: (any ConnectionSecurity)? = nil,
            accessTokenLifetime: Duration = .seconds(15 * 60),
            maximumBodyBytes: Int = 1 << 20,
            maximumConnections: Int = 256,
            connectionIdleTimeout: Duration = .seconds(60),
            now: @escaping @Sendable () -> Date = { Date() },
            clock: any Clock<Duration> = ContinuousClock(),
            tracer: any Tracer = InstrumentationSystem.tracer
        ) {
            self.port = port
            self.dataDirectory = dataDirectory
            self.tls = tls
            self.accessTokenLifetime = accessTokenLifetime
            self.maximumBodyBytes = maximumBodyBytes
            self.maximumConnections = maximumConnections
            self.connectionIdleTimeout = connectionIdleTimeout
            self.now = now
            self.clock = clock
            self.tracer = tracer
        }
    }
}
