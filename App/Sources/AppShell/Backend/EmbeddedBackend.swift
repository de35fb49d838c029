import DevBackend
import Foundation
import Logging

/// The dev backend the shell runs in-process on 127.0.0.1 (unless `--api-url` is given). It
/// outlives the app across `relaunch` and `kill`; only the app restarts.
struct EmbeddedBackend: Sendable {
    /// The running backend, for its fault controls and inspection.
    let backend: DevBackend
    /// Where the app reaches it.
    let baseURL: URL

    /// Starts a backend that keeps its data file in `dataDirectory`, on a free port.
    static func start(dataDirectory: URL, logger: Logger) async throws -> EmbeddedBackend {
        let backend = try DevBackend(configuration: DevBackend.Configuration(dataDirectory: dataDirectory))
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

    /// Applies a `backend ...` line.
    func apply(_ command: BackendCommand) async throws {
        try await command.apply(to: backend)
    }

    /// Stops listening.
    func stop() async {
        await backend.stop()
    }
}
