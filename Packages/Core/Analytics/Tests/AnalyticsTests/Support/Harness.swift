import Analytics
import Foundation
import Networking
import NetworkingNIO
import NetworkingTesting

/// The pieces most tests use: a live client on a temporary outbox, a loopback server that
/// dedupes like the backend, a manual clock and a log recorder.
struct Harness {
    let directory: URL
    let server: LoopbackServer
    let collector: EventCollector
    let clock: ManualClock
    let logs = LogRecorder()

    init(
        directory: URL, server: LoopbackServer, clock: ManualClock = ManualClock(),
        beforeAnswering: (@Sendable (RecordedRequest) async -> Void)? = nil
    ) {
        self.directory = directory
        self.server = server
        self.clock = clock
        self.collector = EventCollector(server, beforeAnswering: beforeAnswering)
    }

    static let timestamp = Date(timeIntervalSince1970: 1_767_323_045)

    func analytics(
        _ configuration: LiveAnalytics.Configuration = .init(batchSize: 3, maxBatchAge: .seconds(30)),
        tokens: (any TokenProvider)? = nil,
        uploadingTo baseURL: URL? = nil,
        eventIDs: EventIDs = EventIDs()
    ) throws -> LiveAnalytics {
        let client = LiveHTTPClient(
            baseURL: baseURL ?? server.baseURL, transport: NIOHTTPTransport(), tokenProvider: tokens,
            retryPolicy: .none)
        return try LiveAnalytics(
            directory: directory, httpClient: client, configuration: configuration, clock: clock,
            now: { Self.timestamp }, eventIDs: eventIDs, logger: logs.logger)
    }

    /// The event files waiting in the outbox.
    var storedFiles: [String] {
        fileNames(in: directory).filter { $0.hasSuffix(".json") }
    }

    var uploads: [RecordedRequest] {
        server.requests(to: .post, "/v1/analytics/events")
    }
}

/// Runs `body` with a fresh harness (on `clock`), and stops its server afterwards.
func withHarness(
    clock: ManualClock = ManualClock(),
    beforeAnswering: (@Sendable (RecordedRequest) async -> Void)? = nil,
    _ body: (Harness) async throws -> Void
) async throws {
    try await withTemporaryDirectory { directory in
        try await withLoopbackServer { server in
            try await body(
                Harness(directory: directory, server: server, clock: clock, beforeAnswering: beforeAnswering))
        }
    }
}
