import Foundation
import Storage
import Tracing

/// An in-memory implementation of `docs/openapi.yaml`, with seeded accounts, fault controls and
/// inspection, served on a real HTTP server on 127.0.0.1 (``start()``), plain or over TLS, or
/// without a socket through ``transport``. A test fixture: only the app shell and tests may depend on it.
public actor DevBackend {
    /// The largest latency the latency fault accepts.
    public static let maximumLatency = Duration.seconds(60)

    let configuration: Configuration
    let router = Router()
    private var dataFile: DataFile?
    var data: BackendData
    /// The fault settings in force; change them with the fault controls.
    public internal(set) var faults = Faults()
    var requestLog = RequestLog()
    /// Where a data file that could not be used (not a regular file, too large, or it did not
    /// decode) was moved at start-up, if one was.
    public nonisolated let quarantinedFile: URL?
    /// Where an event log that could not be used whole (not a regular file, too large, or a line
    /// that did not decode) was moved at start-up, if one was; the events that decoded are kept.
    public nonisolated let quarantinedEventLog: URL?

    private var listener: Listener?
    private var reservation: PortReservation?
    private var port: UInt16
    private var isStarted = false
    private var lifecycleTail = Task<Void, Never> {}

    /// Loads the data file from `configuration.dataDirectory` (creating the directory 0700 and
    /// starting from the seed when there is none), or starts from the seed in memory.
    public init(configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        self.port = configuration.port
        guard let directory = configuration.dataDirectory else {
            self.dataFile = nil
            self.data = .seed()
            self.quarantinedFile = nil
            self.quarantinedEventLog = nil
            return
        }
        var file = DataFile(directory: directory)
        do {
            try DataDirectory.prepare(directory)
            let loaded = try file.load(now: configuration.now())
            var data = loaded.data
            // A log holds up to twice what is kept.
            AnalyticsHandlers.keepNewest(&data.events)
            self.data = data
            self.quarantinedFile = loaded.quarantined
            self.quarantinedEventLog = loaded.quarantinedEventLog
        } catch {
            throw DevBackendError.cannotOpenData(path: file.url.path, reason: "\(error)")
        }
        self.dataFile = file
    }

    deinit {
        listener?.cancel()
    }

    /// The address clients use, once started.
    public var baseURL: URL? {
        isStarted ? url : nil
    }

    /// Starts listening (and clears the offline fault); returns the base URL. Idempotent.
    @discardableResult
    public func start() async throws -> URL {
        try await serially { backend in
            backend.faults.isOffline = false
            try await backend.listen()
            backend.isStarted = true
            return backend.url
        }
    }

    /// Stops listening and closes open connections. The data stays, and `start()` listens again
    /// on the same port.
    public func stop() async {
        try? await serially { backend in
            backend.isStarted = false
            await backend.closeListener()
        }
    }

    /// Offline refuses connections (the backend stops listening); online listens again on the
    /// same port. A stopped backend only records the setting.
    public func setOffline(_ offline: Bool) async throws {
        try await serially { backend in
            backend.faults.isOffline = offline
            if offline {
                await backend.closeListener()
            } else if backend.isStarted {
                try await backend.listen()
            }
        }
    }

    /// Saves `draft` (when there are data files) and makes it the data, as a span in `context`;
    /// on failure nothing changes.
    func commit(_ draft: BackendData, in context: ServiceContext) throws {
        guard draft != data else { return }
        let span = configuration.tracer.startSpan("DevBackend.commit", context: context)
        defer { span.end() }
        do {
            try dataFile?.save(draft, replacing: data)
        } catch {
            span.attributes["error.type"] = APIError.cannotSave(error).code
            span.setStatus(SpanStatus(code: .error))
            throw error
        }
        data = draft
    }

    private func listen() async throws {
        guard listener == nil else { return }
        let listener = try await Listener.start(
            port: port,
            bodyLimit: configuration.maximumBodyBytes,
            connectionLimit: configuration.maximumConnections,
            idleTimeout: configuration.connectionIdleTimeout,
            tls: configuration.tls
        ) { [weak self] request in
            guard let self else { return APIResponse(error: .unavailable("The backend has shut down.")) }
            return await self.respond(to: request)
        }
        self.listener = listener
        port = listener.port
        reservation = nil
    }

    /// Stops listening and keeps the port until the backend listens again.
    private func closeListener() async {
        guard let listener else { return }
        self.listener = nil
        await listener.stop()
        reservation = PortReservation(port: port)
    }

    /// Runs start, stop and offline changes one at a time in call order: each awaits the
    /// listener, and two interleaved could bind twice.
    private func serially<T: Sendable>(_ body: @escaping @Sendable (isolated DevBackend) async throws -> T)
        async throws -> T
    {
        let previous = lifecycleTail
        let task = Task {
            await previous.value
            return try await body(self)
        }
        lifecycleTail = Task { _ = await task.result }
        return try await task.value
    }

    private var url: URL {
        // A host and a port always make a valid URL.
        URL(string: "\(configuration.tls == nil ? "http" : "https")://127.0.0.1:\(port)")!
    }
}
