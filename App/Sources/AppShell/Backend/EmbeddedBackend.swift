import DevBackend
import Foundation
import Logging
import Tracing

/// The dev backend the shell runs in-process on 127.0.0.1 (unless `--api-url` is given).
struct EmbeddedBackend: Sendable {
    let backend: DevBackend
    let baseURL: URL

    /// Starts the backend on its data in `dataDirectory`; its spans go to `tracer`, its own, as a
    /// backend in another process would have (the shell's `ShellTracer.backend`).
    static func start(
        dataDirectory: URL, latencyClock: any Clock<Duration> = ContinuousClock(),
        tracer: any Tracer = NoOpTracer(), logger: Logger
    ) async throws -> EmbeddedBackend {
        let backend = try DevBackend(
            configuration: DevBackend.Configuration(
                dataDirectory: dataDirectory, clock: latencyClock, tracer: tracer))
        if let quarantined = backend.quarantinedFile {
            logger.warning(
                "The backend data could not be used (not a regular file, too large, or it did not decode); it was moved to \(quarantined.lastPathComponent) and the backend starts from its seed."
            )
        }
        if let quarantined = backend.quarantinedEventLog {
            logger.warning(
                "The backend's event log could not be used whole (not a regular file, too large, or a line did not decode); it was moved to \(quarantined.lastPathComponent) and any events that decoded are kept."
            )
        }
        let baseURL = try await backend.start()
        logger.info("Embedded backend listening on \(baseURL.absoluteString)")
        return EmbeddedBackend(backend: backend, baseURL: baseURL)
    }

    func apply(_ command: BackendCommand) async throws {
        try await command.apply(to: backend)
    }

    func stop() async {
        await backend.stop()
    }
}
