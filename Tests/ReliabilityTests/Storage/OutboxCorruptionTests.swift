import AppTesting
import DevBackend
import Foundation
import Storage
import Testing

@testable import AppCore

/// An analytics outbox event file spoiled in any of more than a thousand ways never stops the
/// launch and never costs the good events beside it: the spoiled file is moved aside with its
/// bytes intact, and the next event still reaches the backend.
@MainActor
struct OutboxCorruptionTests {
    @Test func everySpoiledEventFileIsMovedAsideAndTheGoodEventStillUploads() async throws {
        let backend = try DevBackend()
        let valid = try SampleFiles.outboxEvent(id: "spoiled-event")
        let corruptions = Corruption.all(
            of: valid, payloadKey: "event",
            otherFiles: [
                "session.json": try SampleFiles.encodedSession(),
                "scenes.json": try await SampleFiles.scenes(),
            ])
        var failures = CorruptionFailures()
        let started = ContinuousClock.now
        for corruption in corruptions {
            failures.add(
                corruption, try await launch(with: corruption, backend: backend))
        }
        Figures.report(
            "analytics outbox", "\(corruptions.count) corruptions", Figures.elapsed(since: started))
        #expect(corruptions.count >= 1_000 / ReliabilityBudget.corruptionStride)
        #expect(failures.failures.isEmpty, "\(failures.summary)")
    }

    /// Launches on an outbox holding `corruption` as its first event and a good second one, then
    /// terminates (which delivers the outbox); nil when all went right.
    private func launch(with corruption: Corruption, backend: DevBackend) async throws
        -> String?
    {
        let directory = try ScratchDirectory.make("reliability-outbox")
        defer { ScratchDirectory.remove(directory) }
        let outbox = directory.appendingPathComponent("analytics")
        try DataDirectory.prepareOwned(outbox, now: Date())
        let goodID = UUID().uuidString.lowercased()
        try AtomicFile.write(corruption.bytes, to: outbox.appendingPathComponent("event-1.json"))
        try AtomicFile.write(
            try SampleFiles.outboxEvent(id: goodID), to: outbox.appendingPathComponent("event-2.json"))
        let readable = try Readability.outboxEvent(corruption.bytes)
        let observer = AppObserver()
        let app = try await LiveLaunch.app(directory: directory, backend: backend, observer: observer)
        await app.terminate()
        if let violation = observer.violation { return violation }
        if app.state != .unauthenticated { return "the app launched into \(app.state.name)" }
        guard await backend.receivedEvents().contains(where: { $0.id == goodID }) else {
            return "the good event did not reach the backend"
        }
        if FileManager.default.fileExists(atPath: outbox.appendingPathComponent("event-2.json").path) {
            return "the delivered event is still in the outbox"
        }
        if readable,
            FileManager.default.fileExists(atPath: outbox.appendingPathComponent("event-1.json").path)
        {
            return "a readable event was neither delivered nor dropped"
        }
        return StoredFileCheck.problem(
            in: outbox, name: "event-1.json", original: corruption.bytes, movedAside: !readable)
    }
}
