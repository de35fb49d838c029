import AppTesting
import Foundation
import Storage
import Testing

@testable import AppShell

/// Scenarios whose data directory the test prepares first (`Tests/Scenarios/stored-files`):
/// whatever is found there, the run neither traps nor touches anything outside it.
@MainActor
struct StoredFilesTests {
    private func path(_ name: String) -> String {
        ScenarioCatalog.directory.appendingPathComponent("stored-files").appendingPathComponent(name).path
    }

    @Test func craftedOutboxNamesAreDeliveredOrMovedAsideAndNeverStopTheApp() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let outbox = directory.appendingPathComponent("analytics")
            let largest = try DataDirectoryFiles.storeEvent(
                "crafted_largest", as: "event-\(Int.max).json", in: outbox)
            let below = try DataDirectoryFiles.storeEvent(
                "crafted_below", as: "event-\(Int.max - 1).json", in: outbox)
            var unusable: [String: Data] = [:]
            for name in ["event-12345678901234567890.json", "event-007.json", "event-+5.json"] {
                unusable[name] = try DataDirectoryFiles.storeEvent("crafted_unusable", as: name, in: outbox)
                    .bytes
            }

            let run = await ScenarioRun.run(
                scriptAt: path("crafted-outbox-names.txt"), dataDirectory: directory)

            #expect(run.status == .success, "\(run.transcript)")
            let received = try DataDirectoryFiles.receivedEvents(in: directory)
            #expect(Set([largest.id, below.id]).isSubset(of: received.map(\.id)))
            #expect(!received.contains { $0.name == "crafted_unusable" })
            let left = DataDirectoryFiles.names(in: outbox)
            #expect(left.count == unusable.count, "\(left)")
            for (name, bytes) in unusable {
                let aside = try #require(left.first { $0.hasPrefix("\(name).corrupt-") })
                #expect(try Data(contentsOf: outbox.appendingPathComponent(aside)) == bytes)
            }
        }
    }

    @Test func aSymlinkedOutboxIsMovedAsideAndWhatItPointsAtIsUntouched() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            try await ScratchDirectory.with("app-shell-tests-outside") { outside in
                chmod(outside.path, 0o755)
                let stray = try DataDirectoryFiles.storeEvent("outside", as: "event-1.json", in: outside)
                let leftover = ".event-2.json.\(UUID().uuidString).tmp"
                try Data("{}".utf8).write(to: outside.appendingPathComponent(leftover))
                let before = DataDirectoryFiles.names(in: outside)
                try FileManager.default.createSymbolicLink(
                    at: directory.appendingPathComponent("analytics"), withDestinationURL: outside)

                let run = await ScenarioRun.run(
                    scriptAt: path("symlinked-outbox.txt"), dataDirectory: directory)

                #expect(run.status == .success, "\(run.transcript)")
                #expect(DataDirectoryFiles.mode(of: outside) == 0o755)
                #expect(DataDirectoryFiles.names(in: outside) == before)
                #expect(try Data(contentsOf: outside.appendingPathComponent("event-1.json")) == stray.bytes)
                let received = try DataDirectoryFiles.receivedEvents(in: directory)
                #expect(received.contains { $0.name == "sign_in_succeeded" })
                #expect(!received.contains { $0.id == stray.id })
                #expect(
                    DataDirectoryFiles.names(in: directory).contains { $0.hasPrefix("analytics.corrupt-") })
                #expect(
                    AtomicFile.refusal(at: directory.appendingPathComponent("analytics"))
                        == "it is a directory")
            }
        }
    }

    @Test func filesLargerThanTheyMayBeAreNeitherReadNorLost() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let outbox = directory.appendingPathComponent("analytics")
            try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
            let size: UInt64 = 8 << 30
            let movedAside = [
                "session.json", "scenes.json", "dev-backend.json", "dev-backend-events.jsonl",
                "analytics/event-1.json",
            ]
            for name in movedAside {
                try DataDirectoryFiles.plantSparseFile(directory.appendingPathComponent(name), size: size)
            }

            let run = await ScenarioRun.run(scriptAt: path("oversized-files.txt"), dataDirectory: directory)

            #expect(run.status == .success, "\(run.transcript)")
            for name in movedAside {
                let folder = directory.appendingPathComponent(name).deletingLastPathComponent()
                let file = directory.appendingPathComponent(name).lastPathComponent
                let aside = DataDirectoryFiles.names(in: folder).filter { $0.hasPrefix("\(file).corrupt-") }
                #expect(aside.count == 1, "\(name): \(DataDirectoryFiles.names(in: folder))")
                let moved = folder.appendingPathComponent(aside.first ?? file)
                let movedSize = try FileManager.default.attributesOfItem(atPath: moved.path)[.size]
                #expect(movedSize as? UInt64 == size)
            }
            let session = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent("session.json").path)
            #expect((session[.size] as? Int ?? .max) < 64 << 10)
            #expect(run.logs.contains("session.json: it is larger than 64 KiB"), "\(run.logs)")
            #expect(run.logs.contains("event-1.json was skipped because it is larger than 4 KiB"))
            #expect(run.logs.contains("(it is larger than 4 MiB, the most it may hold)"))
        }
    }

    @Test func aRestorationMarkerOfAnySizeIsRemovedUnread() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let marker = directory.appendingPathComponent("scenes.restoring")
            try DataDirectoryFiles.plantSparseFile(marker, size: 8 << 30)

            let run = await ScenarioRun.run(scriptAt: path("oversized-files.txt"), dataDirectory: directory)

            #expect(run.status == .success, "\(run.transcript)")
            #expect(!DataDirectoryFiles.names(in: directory).contains { $0.hasPrefix("scenes.restoring") })
        }
    }

    @Test func anUploadTooLargeForTheBackendArrivesInHalves() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let run = await ScenarioRun.run(scriptAt: path("upload-too-large.txt"), dataDirectory: directory)
            #expect(run.status == .success, "\(run.transcript)")
            let tracked = try run.events().filter { $0["type"] as? String == "analytics" }.compactMap {
                $0["name"] as? String
            }
            let received = try DataDirectoryFiles.receivedEvents(in: directory).map(\.name)
            #expect(!tracked.isEmpty)
            #expect(received.sorted() == tracked.sorted())
            #expect(DataDirectoryFiles.names(in: directory.appendingPathComponent("analytics")).isEmpty)
        }
    }

    @Test func aDataDirectoryHeldByAnotherProcessIsRefusedInOneLineNamingIt() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let holder = try DataDirectoryLock(directory)
            let run = await ScenarioRun.run(
                scriptAt: path("data-directory-in-use.txt"), dataDirectory: directory)
            #expect(run.status == .cannotRun)
            #expect(run.output.isEmpty)
            #expect(
                run.errors == [
                    "app-shell: the data directory \(directory.path) is in use by another app-shell (pid \(getpid()))"
                ])
            #expect(DataDirectoryFiles.names(in: directory) == [DataDirectoryLock.fileName])
            withExtendedLifetime(holder) {}
        }
    }
}
