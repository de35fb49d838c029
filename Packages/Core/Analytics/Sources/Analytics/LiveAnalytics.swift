import Foundation
import Logging
import Networking

/// The live ``Analytics``: a durable on-disk outbox, uploaded in batches through ``/Networking/HTTPClient``.
public actor LiveAnalytics: Analytics {
    private struct Waiting {
        var entry: Outbox.Entry
        var since: Duration
    }

    private let httpClient: any HTTPClient
    private let configuration: Configuration
    private let stopwatch: Stopwatch
    private let now: @Sendable () -> Date
    private let logger: Logger
    private var outbox: Outbox
    private var waiting: [Waiting]
    private var userID: String?
    private var upload: Task<Bool, Never>?
    private var failures = 0
    private var retryAt: Duration?
    private var timer: (deadline: Duration, task: Task<Void, Never>)?
    private var eventIDs: EventIDs

    /// Opens (or creates, mode 0700) the outbox in `directory`.
    public init(
        directory: URL,
        httpClient: any HTTPClient,
        configuration: Configuration = Configuration(),
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        eventIDs: EventIDs = EventIDs(),
        logger: Logger = Logger(label: "app.analytics")
    ) throws {
        var outbox = try Outbox(directory: directory, logger: logger, now: now())
        let stopwatch = Stopwatch(clock)
        let overdue = stopwatch.elapsed() - configuration.maxBatchAge
        self.waiting = outbox.load(now: now(), keeping: configuration.maxStoredEvents).map {
            Waiting(entry: $0, since: overdue)
        }
        self.outbox = outbox
        self.httpClient = httpClient
        self.configuration = configuration
        self.stopwatch = stopwatch
        self.now = now
        self.logger = logger
        self.eventIDs = eventIDs
        if eventIDs.isCounting { Self.logCountedIDs(logger) }
        Task { await self.startUploadIfDue() }
    }

    deinit {
        timer?.task.cancel()
    }

    /// Stores `event` under the current user ID, then starts an upload if a batch is due.
    public func track(_ event: AnalyticsEvent) {
        if !event.droppedKeys.isEmpty {
            let keys = event.droppedKeys.joined(separator: ", ")
            logger.warning("Analytics event \(event.name): dropped properties that may be personal: \(keys)")
        }
        let wasCounting = eventIDs.isCounting
        let tracked = TrackedEvent(
            id: eventIDs.next(), name: event.name, timestamp: now(), userId: userID,
            properties: event.properties)
        if eventIDs.isCounting, !wasCounting { Self.logCountedIDs(logger) }
        do {
            waiting.append(Waiting(entry: try outbox.append(tracked), since: stopwatch.elapsed()))
        } catch {
            logger.error("Analytics event \(event.name) was lost: the outbox could not store it (\(error))")
            return
        }
        dropOldestBeyondLimit()
        startUploadIfDue()
    }

    private static func logCountedIDs(_ logger: Logger) {
        logger.warning("Analytics: the system gave the same UUID twice; event IDs are counted from now on")
    }

    /// Tags later events with `userID`; events already stored keep theirs.
    public func identify(userID: String) {
        self.userID = userID
    }

    /// Later events carry no user ID; events already stored keep theirs.
    public func reset() {
        userID = nil
    }

    /// Uploads every stored event now, in batches, ignoring batch size, age and back-off.
    public func flush() async {
        await uploadWithin(configuration.flushTimeLimit)
        do {
            try outbox.flushToDisk()
        } catch {
            logger.error("Analytics: the outbox could not be flushed to the disk: \(error.description)")
        }
    }

    private func uploadWithin(_ limit: Duration) async {
        let deadline = stopwatch.elapsed() + limit
        while true {
            if let upload {
                _ = await upload.value
                continue
            }
            guard !waiting.isEmpty else { return }
            guard stopwatch.elapsed() < deadline else {
                logger.warning(
                    "Analytics: flushing stopped after \(limit); \(waiting.count) events stay stored for the next upload"
                )
                return
            }
            guard await startUpload().value else { return }
        }
    }

    /// Uploads what is due at the clock's current instant, and returns once no upload is running.
    public func uploadDue() async {
        startUploadIfDue()
        while let upload {
            _ = await upload.value
        }
    }

    private var isDue: Bool {
        guard let oldest = waiting.first else { return false }
        let elapsed = stopwatch.elapsed()
        if let retryAt, elapsed < retryAt { return false }
        return waiting.count >= configuration.batchSize || elapsed - oldest.since >= configuration.maxBatchAge
    }

    private func startUploadIfDue() {
        if upload == nil, isDue {
            startUpload()
        } else {
            scheduleTimer()
        }
    }

    @discardableResult
    private func startUpload() -> Task<Bool, Never> {
        let batch = Array(waiting.prefix(configuration.batchSize).map(\.entry))
        let task = Task { await deliver(batch) }
        upload = task
        cancelTimer()
        return task
    }

    private func deliver(_ batch: [Outbox.Entry]) async -> Bool {
        defer {
            upload = nil
            startUploadIfDue()
        }
        return await send(batch)
    }

    private func send(_ batch: [Outbox.Entry]) async -> Bool {
        do {
            _ = try await httpClient.send(EventUpload(events: batch.map(\.event)).endpoint)
            logger.debug("Analytics: uploaded \(batch.count) events")
        } catch .http(413, _) where batch.count > 1 {
            let half = batch.count / 2
            logger.info(
                "Analytics: the server found \(batch.count) events too large; sending \(half) and \(batch.count - half)"
            )
            guard await send(Array(batch[..<half])) else { return false }
            return await send(Array(batch[half...]))
        } catch .http(413, _) {
            logger.error(
                "Analytics: the server refused event \(batch[0].event.name) as too large; it was dropped")
        } catch {
            guard error.isPermanent else {
                backOff(after: error, count: batch.count)
                return false
            }
            logger.error(
                "Analytics: the server refused \(batch.count) events for good (\(error.technicalDetail))")
        }
        forget(batch)
        failures = 0
        retryAt = nil
        return true
    }

    private func backOff(after error: NetworkError, count: Int) {
        failures += 1
        let delay = configuration.delay(afterFailures: failures)
        retryAt = stopwatch.elapsed() + delay
        let reason = error.technicalDetail
        logger.warning("Analytics: uploading \(count) events failed (\(reason)); next try in \(delay)")
    }

    private func forget(_ entries: [Outbox.Entry]) {
        let sequences = Set(entries.map(\.sequence))
        outbox.remove(Array(sequences))
        waiting.removeAll { sequences.contains($0.entry.sequence) }
    }

    private func dropOldestBeyondLimit() {
        let excess = waiting.count - configuration.maxStoredEvents
        guard excess > 0 else { return }
        forget(waiting.prefix(excess).map(\.entry))
        logger.warning(
            "Analytics outbox is full (\(configuration.maxStoredEvents)): dropped the \(excess) oldest")
    }

    private var nextDeadline: Duration? {
        guard let oldest = waiting.first else { return nil }
        return retryAt ?? oldest.since + configuration.maxBatchAge
    }

    private func scheduleTimer() {
        guard upload == nil, let deadline = nextDeadline else { return cancelTimer() }
        if timer?.deadline == deadline { return }
        cancelTimer()
        let stopwatch = stopwatch
        let task = Task { [weak self] in
            do {
                try await stopwatch.sleep(deadline)
            } catch {
                return
            }
            await self?.timerFired(deadline)
        }
        timer = (deadline, task)
    }

    private func timerFired(_ deadline: Duration) {
        guard timer?.deadline == deadline else { return }
        timer = nil
        startUploadIfDue()
    }

    private func cancelTimer() {
        timer?.task.cancel()
        timer = nil
    }
}
