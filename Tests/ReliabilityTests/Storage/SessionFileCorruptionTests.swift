import AppTesting
import DevBackend
import Foundation
import Storage
import Testing

@testable import AppCore

/// A session file spoiled in any of more than a thousand ways never stops the launch: the app
/// starts signed out, the file is moved aside with its bytes intact, and nothing crashes.
@MainActor
struct SessionFileCorruptionTests {
    @Test func everySpoiledSessionFileIsMovedAsideAndTheAppStartsSignedOut() async throws {
        let backend = try DevBackend()
        let valid = try await SampleFiles.session(backend: backend)
        let corruptions = Corruption.all(
            of: valid, payloadKey: "session",
            otherFiles: [
                "scenes.json": try await SampleFiles.scenes(),
                "an outbox event": try SampleFiles.outboxEvent(id: "e-1"),
            ])
        let tokens = try Self.tokens(in: valid)
        var failures = CorruptionFailures()
        let started = ContinuousClock.now
        for corruption in corruptions {
            failures.add(
                corruption, try await launch(with: corruption, backend: backend, tokens: tokens))
        }
        Figures.report("session.json", "\(corruptions.count) corruptions", Figures.elapsed(since: started))
        #expect(corruptions.count >= 1_000 / ReliabilityBudget.corruptionStride)
        #expect(failures.failures.isEmpty, "\(failures.summary)")
    }

    /// The access and refresh tokens of a session file.
    private static func tokens(in file: Data) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: file) as? [String: Any]
        let session = object?["session"] as? [String: Any]
        return ["accessToken", "refreshToken"].compactMap { session?[$0] as? String }
    }

    /// Launches on a directory holding `corruption` as its session file; nil when all went right.
    private func launch(with corruption: Corruption, backend: DevBackend, tokens: [String]) async throws
        -> String?
    {
        let directory = try ScratchDirectory.make("reliability-session")
        defer { ScratchDirectory.remove(directory) }
        try AtomicFile.write(corruption.bytes, to: directory.appendingPathComponent("session.json"))
        let observer = AppObserver()
        let logs = LogCapture()
        let app = try await LiveLaunch.app(
            directory: directory, backend: backend, observer: observer, logger: logs.logger)
        defer { app.abandon() }
        if let violation = observer.violation { return violation }
        if logs.entries.contains(where: { line in tokens.contains { line.contains($0) } }) {
            return "a token was logged"
        }
        let readable = Readability.session(corruption.bytes)
        if !readable, app.state != .unauthenticated { return "the app launched into \(app.state.name)" }
        if readable, app.state != .unauthenticated, app.state.user == nil {
            return "the app launched into \(app.state.name)"
        }
        return StoredFileCheck.problem(
            in: directory, name: "session.json", original: corruption.bytes, movedAside: !readable)
    }
}
