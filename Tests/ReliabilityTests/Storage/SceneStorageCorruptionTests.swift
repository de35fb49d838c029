import AppTesting
import DevBackend
import Foundation
import Models
import ServicesTesting
import Storage
import Testing

@testable import AppCore

/// Scene storage spoiled in any of more than a thousand ways never stops the launch or signs
/// anyone out: the user lands signed in on a clean main window, the file is moved aside with its
/// bytes intact, and a leftover restoration marker of any content skips restoring once.
@MainActor
struct SceneStorageCorruptionTests {
    @Test func everySpoiledSceneFileIsMovedAsideAndTheUserStartsCleanSignedIn() async throws {
        let valid = try await SampleFiles.scenes()
        let corruptions = Corruption.all(
            of: valid, payloadKey: "value",
            otherFiles: [
                "session.json": try SampleFiles.encodedSession(),
                "an outbox event": try SampleFiles.outboxEvent(id: "e-1"),
            ])
        var failures = CorruptionFailures()
        let started = ContinuousClock.now
        for corruption in corruptions {
            failures.add(
                corruption,
                try await launch(
                    scenes: corruption.bytes, marker: nil, readable: try Readability.scenes(corruption.bytes))
            )
        }
        Figures.report("scenes.json", "\(corruptions.count) corruptions", Figures.elapsed(since: started))
        #expect(corruptions.count >= 1_000 / ReliabilityBudget.corruptionStride)
        #expect(failures.failures.isEmpty, "\(failures.summary)")
    }

    @Test func aRestorationMarkerOfAnyContentSkipsRestoringOnceAndKeepsTheSceneFile() async throws {
        let valid = try await SampleFiles.scenes()
        let markers = Corruption.all(of: valid, payloadKey: "value", otherFiles: [:])
        var failures = CorruptionFailures()
        let started = ContinuousClock.now
        for marker in markers {
            failures.add(marker, try await launch(scenes: valid, marker: marker.bytes, readable: false))
        }
        Figures.report("scenes.restoring", "\(markers.count) corruptions", Figures.elapsed(since: started))
        #expect(markers.count >= 1_000 / ReliabilityBudget.corruptionStride)
        #expect(failures.failures.isEmpty, "\(failures.summary)")
    }

    @Test func aValidSessionNextToASpoiledSceneFileStillSignsIn() async throws {
        let backend = try DevBackend()
        let session = try await SampleFiles.session(backend: backend)
        let scenes = try await SampleFiles.scenes()
        let unreadable = try Corruption.all(
            of: scenes, payloadKey: "value", otherFiles: ["session.json": session]
        )
        .filter { !(try Readability.scenes($0.bytes)) }
        let samples = unreadable.enumerated().filter { $0.offset % max(1, 64 / ReliabilityBudget.corruptionStride) == 0 }
            .map(\.element)
        var failures = CorruptionFailures()
        for corruption in samples {
            let directory = try ScratchDirectory.make("reliability-scenes-live")
            defer { ScratchDirectory.remove(directory) }
            try AtomicFile.write(session, to: directory.appendingPathComponent("session.json"))
            try AtomicFile.write(corruption.bytes, to: directory.appendingPathComponent("scenes.json"))
            let observer = AppObserver()
            let app = try await LiveLaunch.app(
                directory: directory, backend: backend, observer: observer)
            defer { app.abandon() }
            let problem =
                observer.violation
                ?? (app.state.user?.id != SeedData.alice.id ? "the app launched into \(app.state.name)" : nil)
                ?? (FileManager.default.contents(
                    atPath: directory.appendingPathComponent("session.json").path) != session
                    ? "the session file changed" : nil)
                ?? StoredFileCheck.problem(
                    in: directory, name: "scenes.json", original: corruption.bytes, movedAside: true)
            failures.add(corruption, problem)
        }
        #expect(samples.count >= 20)
        #expect(failures.failures.isEmpty, "\(failures.summary)")
    }

    /// Launches alice's app on a directory holding `scenes` (and a restoration `marker`, if given);
    /// nil when the launch did what it must.
    private func launch(scenes: Data, marker: Data?, readable: Bool) async throws -> String? {
        let fake = try FakeBackedApp(storedSession: SeedData.alice)
        try AtomicFile.write(scenes, to: fake.directory.appendingPathComponent("scenes.json"))
        if let marker {
            try AtomicFile.write(marker, to: fake.directory.appendingPathComponent("scenes.restoring"))
        }
        await fake.launch()
        if let violation = fake.observer.violation { return violation }
        if fake.app.state.user?.id != SeedData.alice.id {
            return "the app launched into \(fake.app.state.name)"
        }
        if FileManager.default.fileExists(
            atPath: fake.directory.appendingPathComponent("scenes.restoring").path)
        {
            return "the restoration marker is still there"
        }
        if !readable, fake.app.screen(of: .main)?.name != "profile" || fake.app.windows != [.main] {
            let shown = fake.app.screen(of: .main)?.name ?? "nothing"
            return "the app restored \(fake.app.windows) showing \(shown)"
        }
        return StoredFileCheck.problem(
            in: fake.directory, name: "scenes.json", original: scenes, movedAside: !readable)
    }
}
