import Foundation
import NetworkingTesting
import Testing

@testable import Analytics

@Suite struct OutboxTests {
    @Test func anEventIsOnDiskWhenTrackReturns() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            await analytics.track(AnalyticsEvent("screen_viewed", properties: ["screen": "profile"]))
            #expect(harness.storedFiles == ["event-1.json"])
            #expect(harness.uploads.isEmpty)
        }
    }

    @Test func theDirectoryIs0700AndEachFile0600() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            await analytics.track(AnalyticsEvent("screen_viewed"))
            #expect(try permissions(of: harness.directory) == 0o700)
            #expect(try permissions(of: harness.directory.appendingPathComponent("event-1.json")) == 0o600)
        }
    }

    @Test func anOutboxDirectoryMadeWiderIsNarrowedTo0700() async throws {
        try await withHarness { harness in
            try FileManager.default.createDirectory(
                at: harness.directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o755])
            #expect(try permissions(of: harness.directory) == 0o755)
            _ = try harness.analytics()
            #expect(try permissions(of: harness.directory) == 0o700)
        }
    }

    @Test func aFileCarriesItsSchemaVersionAndTheEvent() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            await analytics.identify(userID: "u-alice")
            await analytics.track(AnalyticsEvent("screen_viewed", properties: ["screen": "profile"]))
            let data = try Data(contentsOf: harness.directory.appendingPathComponent("event-1.json"))
            let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(file["schemaVersion"] as? Int == 1)
            let event = try #require(file["event"] as? [String: Any])
            #expect(event["name"] as? String == "screen_viewed")
            #expect(event["userId"] as? String == "u-alice")
            #expect(event["timestamp"] as? String == "2026-01-02T03:04:05Z")
        }
    }

    @Test func eventsLeftByAnEarlierRunAreDeliveredAtOnce() async throws {
        try await withHarness { harness in
            let first = try harness.analytics()
            await first.track(AnalyticsEvent("one"))
            await first.track(AnalyticsEvent("two"))
            let second = try harness.analytics()
            await second.uploadDue()
            #expect(harness.collector.events.map(\.name) == ["one", "two"])
            #expect(harness.storedFiles.isEmpty)
        }
    }

    @Test func aCorruptedFileIsMovedAsideWithALogLineAndTheRestIsDelivered() async throws {
        try await withHarness { harness in
            let first = try harness.analytics()
            await first.track(AnalyticsEvent("kept"))
            let garbage = Data("{\"schemaVersion\":1,\"event\":{\"id\":".utf8)
            try garbage.write(to: harness.directory.appendingPathComponent("event-7.json"))

            let second = try harness.analytics()
            let aside = try #require(
                fileNames(in: harness.directory).first { $0.hasPrefix("event-7.json.corrupt-") })
            #expect(try Data(contentsOf: harness.directory.appendingPathComponent(aside)) == garbage)
            #expect(
                harness.logs.messages(atLeast: .error).contains {
                    $0.contains("event-7.json") && $0.contains(aside)
                })

            await second.track(AnalyticsEvent("after"))
            await second.flush()
            #expect(harness.collector.events.map(\.name) == ["kept", "after"])
            #expect(fileNames(in: harness.directory) == [aside])
        }
    }

    @Test func aFileLargerThanAnEventCanBeIsMovedAsideUnreadAndTheRestIsDelivered() async throws {
        try await withHarness { harness in
            let first = try harness.analytics()
            await first.track(AnalyticsEvent("kept"))
            let planted = harness.directory.appendingPathComponent("event-7.json")
            #expect(FileManager.default.createFile(atPath: planted.path, contents: nil))
            let handle = try FileHandle(forWritingTo: planted)
            try handle.truncate(atOffset: 8 << 30)
            try handle.close()

            let second = try harness.analytics()
            let aside = try #require(
                fileNames(in: harness.directory).first { $0.hasPrefix("event-7.json.corrupt-") })
            let size = try FileManager.default.attributesOfItem(
                atPath: harness.directory.appendingPathComponent(aside).path)[.size]
            #expect(size as? Int == 8 << 30)
            #expect(
                harness.logs.messages(atLeast: .error).contains {
                    $0.contains("event-7.json was skipped because it is larger than 4 KiB")
                })
            await second.flush()
            #expect(harness.collector.events.map(\.name) == ["kept"])
        }
    }

    @Test func anEventTooLargeToReadBackIsNotStoredAndTheNextOneIs() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics()
            let huge = String(repeating: "x", count: Outbox.byteLimit)
            await analytics.track(AnalyticsEvent("huge", properties: ["text": .string(huge)]))
            await analytics.track(AnalyticsEvent("small"))
            #expect(harness.storedFiles == ["event-1.json"])
            #expect(
                harness.logs.messages(atLeast: .error).contains {
                    $0.contains("Analytics event huge was lost") && $0.contains("larger than 4 KiB")
                })
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["small"])
        }
    }

    @Test func aFileFromANewerSchemaIsMovedAsideNotOverwritten() async throws {
        try await withHarness { harness in
            try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
            let future = Data(#"{"schemaVersion":2,"events":[]}"#.utf8)
            try future.write(to: harness.directory.appendingPathComponent("event-1.json"))
            let analytics = try harness.analytics()
            await analytics.track(AnalyticsEvent("now"))
            let aside = try #require(fileNames(in: harness.directory).first { $0.contains(".corrupt-") })
            #expect(try Data(contentsOf: harness.directory.appendingPathComponent(aside)) == future)
            #expect(harness.logs.messages(atLeast: .error).contains { $0.contains("schemaVersion 2") })
            #expect(harness.storedFiles == ["event-2.json"])
        }
    }

    @Test func aWriteInterruptedByACrashIsDiscarded() async throws {
        try await withHarness { harness in
            try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
            // The name Storage's AtomicFile gives a write in progress: `.<file>.<UUID>.tmp`.
            let partial = harness.directory.appendingPathComponent(".event-1.json.\(UUID().uuidString).tmp")
            try Data("{\"schemaVer".utf8).write(to: partial)
            let analytics = try harness.analytics()
            await analytics.flush()
            #expect(fileNames(in: harness.directory).isEmpty)
            #expect(harness.uploads.isEmpty)
        }
    }

    @Test func pastTheStorageLimitTheOldestEventIsDropped() async throws {
        try await withHarness { harness in
            let analytics = try harness.analytics(.init(batchSize: 10, maxStoredEvents: 2))
            for name in ["a", "b", "c"] {
                await analytics.track(AnalyticsEvent(name))
            }
            #expect(harness.storedFiles == ["event-2.json", "event-3.json"])
            #expect(harness.logs.messages(atLeast: .warning).contains { $0.contains("dropped the 1 oldest") })
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["b", "c"])
        }
    }

    @Test func pastTheStorageLimitAtLaunchTheOldestAreDeletedUnreadWithOneLogLine() async throws {
        try await withHarness { harness in
            let first = try harness.analytics(.init(batchSize: 10, maxBatchAge: .seconds(3600)))
            for name in ["a", "b", "c", "d", "e"] {
                await first.track(AnalyticsEvent(name))
            }
            // Unreadable, so reading them would move them aside instead of deleting them.
            for sequence in 1...2 {
                try Data("garbage".utf8).write(
                    to: harness.directory.appendingPathComponent("event-\(sequence).json"))
            }
            let second = try harness.analytics(.init(batchSize: 10, maxStoredEvents: 3))
            #expect(fileNames(in: harness.directory) == ["event-3.json", "event-4.json", "event-5.json"])
            #expect(
                harness.logs.messages(atLeast: .warning) == [
                    "Analytics outbox holds 5 events, more than 3: dropped the 2 oldest"
                ])
            await second.flush()
            #expect(harness.collector.events.map(\.name) == ["c", "d", "e"])
        }
    }

    @Test func aSymbolicLinkInPlaceOfTheOutboxIsMovedAsideAndWhatItPointsAtIsUntouched() async throws {
        try await withHarness { harness in
            try await withTemporaryDirectory { outside in
                try FileManager.default.createDirectory(
                    at: outside, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
                let leftover = ".event-1.json.\(UUID().uuidString).tmp"
                let files = [leftover, "event-1.json", "event-2.json"]
                for name in files {
                    try Data("{}".utf8).write(to: outside.appendingPathComponent(name))
                }
                try FileManager.default.createDirectory(
                    at: harness.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(at: harness.directory, withDestinationURL: outside)

                let analytics = try harness.analytics()
                await analytics.track(AnalyticsEvent("a"))
                await analytics.flush()

                #expect(try permissions(of: outside) == 0o755)
                #expect(fileNames(in: outside) == files.sorted())
                #expect(harness.collector.events.map(\.name) == ["a"])
                let parent = fileNames(in: harness.directory.deletingLastPathComponent())
                #expect(
                    parent.count == 2 && parent.contains("outbox")
                        && parent.contains { $0.hasPrefix("outbox.corrupt-") })
                #expect(
                    harness.logs.messages(atLeast: .error).contains {
                        $0.contains("symbolic link is never followed") && $0.contains("moved aside")
                    })
            }
        }
    }
}
